/**
 * Server actions the production server refuses before Next (server/action-requests.ts): from
 * another site (403), or with a body Next's decoder cannot read (400); genuine bodies, as Next's client
 * and a form without script send them, go through.
 */
import { describe, expect, it } from 'vitest'

import {
  isCrossSiteAction,
  isReadableActionBody,
  isReadableForm,
  mayBeServerAction,
} from '../../server/action-requests.ts'

const SITE = 'https://sylva-cevennes.fr'

async function multipart(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const response = new Response(form)
  return {
    contentType: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  }
}

describe('which requests may be server actions', () => {
  it('is a POST with Next-Action, or a multipart POST', () => {
    expect(mayBeServerAction('POST', { 'next-action': 'abc' })).toBe(true)
    expect(mayBeServerAction('POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(
      true,
    )
    expect(mayBeServerAction('POST', { 'content-type': 'application/x-www-form-urlencoded' })).toBe(
      false,
    )
    expect(mayBeServerAction('GET', { 'next-action': 'abc' })).toBe(false)
  })
})

describe('an action from another site', () => {
  it('is refused when the browser says so or the origin is another host', () => {
    const host = 'sylva-cevennes.fr'
    expect(isCrossSiteAction({ host, 'sec-fetch-site': 'cross-site' }, SITE)).toBe(true)
    expect(isCrossSiteAction({ host, origin: 'https://evil.example' }, SITE)).toBe(true)
    expect(isCrossSiteAction({ host, origin: 'null' }, SITE)).toBe(true)
  })

  it('goes through from the site itself, by its address or the one it was reached at', () => {
    expect(
      isCrossSiteAction(
        { host: 'sylva-cevennes.fr', origin: SITE, 'sec-fetch-site': 'same-origin' },
        SITE,
      ),
    ).toBe(false)
    expect(
      isCrossSiteAction({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, SITE),
    ).toBe(false)
    expect(
      isCrossSiteAction(
        { host: 'app:3000', 'x-forwarded-host': 'sylva-cevennes.fr', origin: SITE },
        undefined,
      ),
    ).toBe(false)
    // A script without Origin cannot carry a visitor's cookies against their will.
    expect(isCrossSiteAction({ host: 'sylva-cevennes.fr' }, SITE)).toBe(false)
  })
})

describe('an action body', () => {
  const fetchAction = { 'next-action': '7f00aa' }

  it('from script is read when its arguments are a JSON array, alone or in field "0"', async () => {
    const text = { ...fetchAction, 'content-type': 'text/plain;charset=UTF-8' }
    expect(await isReadableActionBody(text, Buffer.from('[{"fontScale":1.1},null]'))).toBe(true)
    expect(await isReadableActionBody(text, Buffer.from('{"not":"an array"'))).toBe(false)
    expect(await isReadableActionBody(text, Buffer.from('"x"'))).toBe(false)

    const good = await multipart({ '0': '[null,"$K1"]', '1_email': 'a@b.fr' })
    expect(
      await isReadableActionBody({ ...fetchAction, 'content-type': good.contentType }, good.body),
    ).toBe(true)
    const noRoot = await multipart({ '1_email': 'a@b.fr' })
    expect(
      await isReadableActionBody(
        { ...fetchAction, 'content-type': noRoot.contentType },
        noRoot.body,
      ),
    ).toBe(false)
    expect(
      await isReadableActionBody(
        { ...fetchAction, 'content-type': 'multipart/form-data; boundary=nothing-here' },
        Buffer.from('garbage'),
      ),
    ).toBe(false)
  })

  it('without script is read when each bound action has its description', async () => {
    const plain = await multipart({ $ACTION_ID_7f00aa: '', email: 'a@b.fr' })
    expect(await isReadableActionBody({ 'content-type': plain.contentType }, plain.body)).toBe(true)
    const bound = await multipart({
      $ACTION_REF_1: '',
      '$ACTION_1:0': '{"id":"7f00aa","bound":"$@1"}',
      '$ACTION_1:1': '[]',
    })
    expect(await isReadableActionBody({ 'content-type': bound.contentType }, bound.body)).toBe(true)
    const broken = await multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":' })
    expect(await isReadableActionBody({ 'content-type': broken.contentType }, broken.body)).toBe(
      false,
    )
    // A urlencoded form is never an action for Next: it renders the page.
    expect(
      await isReadableActionBody(
        { 'content-type': 'application/x-www-form-urlencoded' },
        Buffer.from('%%%'),
      ),
    ).toBe(true)
  })
})

describe('a multipart body to the API', () => {
  it('is refused when it is no form at all', async () => {
    const good = await multipart({ _payload: '{"alt":"Hêtre"}' })
    expect(await isReadableForm({ 'content-type': good.contentType }, good.body)).toBe(true)
    expect(
      await isReadableForm(
        { 'content-type': 'multipart/form-data; boundary=x' },
        Buffer.alloc(1000),
      ),
    ).toBe(false)
    expect(await isReadableForm({ 'content-type': 'application/json' }, Buffer.from('{'))).toBe(
      true,
    )
  })
})
