import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/platform/payload/client'
import type { SignedInMember } from '@/lib/auth'
import type { Formation, FormationProgress } from '@/payload-types'

type MemberAccount = SignedInMember

export type Progress = { completed: string[]; lastModule: string | null }

const emptyProgress: Progress = { completed: [], lastModule: null }

function completedOf(row: Pick<FormationProgress, 'completedModules'> | undefined): string[] {
  const value = row?.completedModules
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

async function findRow(
  payload: Payload,
  member: MemberAccount,
  formationId: number,
): Promise<FormationProgress | undefined> {
  const { docs } = await payload.find({
    collection: 'formation-progress',
    where: { and: [{ member: { equals: member.id } }, { formation: { equals: formationId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: member,
  })
  return docs[0]
}

/** This member's progress in a formation (nothing for visitors and staff). */
export async function getProgress(
  account: { collection: string } | null | undefined,
  formationId: number,
): Promise<Progress | null> {
  if (account?.collection !== 'members') return null
  const row = await findRow(await getPayloadClient(), account as MemberAccount, formationId)
  return row ? { completed: completedOf(row), lastModule: row.lastModule ?? null } : emptyProgress
}

/**
 * Writes a member's progress, creating the row on first use (once, even when two requests race), and
 * answers the progress as it now stands. A change that changes nothing writes nothing.
 */
async function writeProgress(
  member: MemberAccount,
  formation: Pick<Formation, 'id'>,
  change: (current: Progress) => Progress,
): Promise<Progress> {
  const payload = await getPayloadClient()
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await findRow(payload, member, formation.id)
    const current = row
      ? { completed: completedOf(row), lastModule: row.lastModule ?? null }
      : emptyProgress
    const next = change(current)
    if (next === current) return current
    const data = { completedModules: next.completed, lastModule: next.lastModule }
    try {
      if (row) {
        await payload.update({
          collection: 'formation-progress',
          id: row.id,
          data,
          overrideAccess: false,
          user: member,
        })
      } else {
        await payload.create({
          collection: 'formation-progress',
          data: { ...data, member: member.id, formation: formation.id },
          overrideAccess: false,
          user: member,
        })
      }
      return next
    } catch (error) {
      // The unique (member, formation) index refused a second row: read it again and update it.
      if (row || attempt > 0) throw error
    }
  }
  throw new Error('progress could not be saved')
}

const moduleIds = (formation: Pick<Formation, 'modules'>): string[] =>
  (formation.modules ?? [])
    .map((courseModule) => courseModule.id)
    .filter((id): id is string => Boolean(id))

export async function setModuleDone({
  member,
  formation,
  moduleId,
  isDone,
}: {
  member: MemberAccount
  formation: Pick<Formation, 'id' | 'modules'>
  moduleId: string
  isDone: boolean
}): Promise<Progress> {
  const known = moduleIds(formation)
  if (!known.includes(moduleId)) throw new Error('unknown module')
  return writeProgress(member, formation, (current) => {
    const completed = new Set(current.completed.filter((id) => known.includes(id)))
    if (isDone) completed.add(moduleId)
    else completed.delete(moduleId)
    // Kept in the formation's order, so that "next to do" reads naturally.
    return { completed: known.filter((id) => completed.has(id)), lastModule: moduleId }
  })
}

/** Remembers the module a member opened ("resume" leads back there) and answers their progress. */
export async function recordLastModule(
  member: MemberAccount,
  formation: Pick<Formation, 'id' | 'modules'>,
  moduleId: string,
): Promise<Progress> {
  return writeProgress(member, formation, (current) =>
    current.lastModule === moduleId || !moduleIds(formation).includes(moduleId)
      ? current
      : { ...current, lastModule: moduleId },
  )
}

/** Where "resume" leads: the last courseModule opened, unless done, then the first one not done. */
export function resumeModule(
  formation: Pick<Formation, 'modules'>,
  progress: Progress | null,
): string | null {
  const ids = moduleIds(formation)
  if (ids.length === 0) return null
  if (!progress) return ids[0] ?? null
  const done = new Set(progress.completed)
  if (progress.lastModule && ids.includes(progress.lastModule) && !done.has(progress.lastModule))
    return progress.lastModule
  return ids.find((id) => !done.has(id)) ?? ids[0] ?? null
}

export type FormationSummary = {
  slug: string
  title: string
  completed: number
  total: number
  resumeModule: string | null
}

/** Every formation this member has started, for the member area. */
export async function listMemberProgress(
  member: MemberAccount,
  locale: string,
): Promise<FormationSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'formation-progress',
    where: { member: { equals: member.id } },
    depth: 0,
    limit: 100,
    sort: '-updatedAt',
    overrideAccess: false,
    user: member,
  })
  if (docs.length === 0) return []
  const ids = docs.map((row) =>
    typeof row.formation === 'object' ? row.formation.id : row.formation,
  )
  const { docs: formations } = await payload.find({
    collection: 'formations',
    where: { id: { in: ids } },
    locale: locale as 'fr',
    fallbackLocale: 'fr',
    depth: 0,
    limit: 100,
    overrideAccess: false,
    user: member,
    select: { slug: true, title: true, access: true, modules: { id: true } },
  })
  const byId = new Map(formations.map((formation) => [formation.id, formation]))
  return docs.flatMap((row) => {
    const id = typeof row.formation === 'object' ? row.formation.id : row.formation
    const formation = byId.get(id)
    if (!formation) return []
    const progress = { completed: completedOf(row), lastModule: row.lastModule ?? null }
    const known = new Set(moduleIds(formation))
    return [
      {
        slug: formation.slug,
        title: formation.title,
        completed: progress.completed.filter((moduleId) => known.has(moduleId)).length,
        total: known.size,
        resumeModule: resumeModule(formation, progress),
      },
    ]
  })
}
