'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { toast } from '@/components/ui/toast'

import {
  changeEmailAction,
  changePasswordAction,
  deleteAccountAction,
  updateProfileAction,
  type MemberFormState,
} from '@/components/Member/actions'
import { fieldMessage } from '@/components/Auth/feedback'
import { Field, FormAlert, FormNotice } from '@/components/Auth/Field'
import { NewPasswordField } from '@/components/Auth/NewPasswordField.client'
import { useOnAnswer } from '@/components/Auth/useActionFeedback'
import { useClientCheck } from '@/components/Auth/useClientCheck'
import { Button } from '@/components/ui/button'
import { localeLabels, locales } from '@/i18n/locales'
import { changeEmailSchema, changePasswordSchema, profileSchema } from '@/lib/auth/schemas'

const idle: MemberFormState = { status: 'idle' }

export function ProfileForm({ displayName, language }: { displayName: string; language: string }) {
  const t = useTranslations('member.profile')
  const auth = useTranslations('auth')
  const [state, action, pending] = useActionState(updateProfileAction, idle)
  const { clientErrors, check } = useClientCheck(profileSchema, auth)
  useOnAnswer(state, (answer) => {
    if (answer.status === 'saved') toast.success(t('saved'))
    if (answer.status === 'error') {
      const first = Object.values(answer.fields ?? {})[0]
      toast.error(fieldMessage(auth, first) ?? auth('errors.generic'))
    }
  })
  const fields = { ...(state.status === 'error' ? state.fields : {}), ...clientErrors }
  return (
    <form action={action} noValidate onSubmit={check} className="flex flex-col gap-5">
      <Field
        name="displayName"
        label={t('displayName')}
        defaultValue={displayName}
        required
        maxLength={100}
        autoComplete="nickname"
        error={fieldMessage(auth, fields?.displayName)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="field-language" className="text-sm font-medium text-ink">
          {t('language')}
        </label>
        <select
          id="field-language"
          name="language"
          defaultValue={language}
          aria-describedby="field-language-hint"
          className="h-11 rounded-[var(--radius-base)] border border-line bg-surface px-3 text-ink"
        >
          {locales.map((code) => (
            <option key={code} value={code}>
              {localeLabels[code]}
            </option>
          ))}
        </select>
        <p id="field-language-hint" className="text-xs text-ink-soft">
          {t('languageHint')}
        </p>
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  )
}

export function PasswordForm() {
  const t = useTranslations('member.password')
  const auth = useTranslations('auth')
  const [state, action, pending] = useActionState(changePasswordAction, idle)
  const { clientErrors, check } = useClientCheck(changePasswordSchema, auth)
  useOnAnswer(state, (answer) => {
    if (answer.status === 'saved') toast.success(t('saved'))
    if (answer.status === 'error') {
      const first = Object.values(answer.fields ?? {})[0]
      toast.error(
        answer.error === 'wrongCurrent'
          ? t('wrongCurrent')
          : (fieldMessage(auth, first) ?? auth('errors.generic')),
      )
    }
  })
  const fields = { ...(state.status === 'error' ? state.fields : {}), ...clientErrors }
  const currentError =
    fields?.current === 'wrongCurrent' ? t('wrongCurrent') : fieldMessage(auth, fields?.current)
  return (
    <form
      action={action}
      noValidate
      onSubmit={check}
      className="flex flex-col gap-5"
      key={state.status === 'saved' ? state.at : 'form'}
    >
      <Field
        name="current"
        type="password"
        autoComplete="current-password"
        label={auth('fields.currentPassword')}
        required
        maxLength={128}
        error={currentError}
      />
      <NewPasswordField
        label={auth('fields.newPassword')}
        hint={auth('fields.passwordHint')}
        error={fieldMessage(auth, fields?.password)}
      />
      <Field
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={auth('fields.confirmPassword')}
        required
        maxLength={128}
        error={fieldMessage(auth, fields?.confirm)}
      />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  )
}

export function EmailForm({ current, pending }: { current: string; pending: string | null }) {
  const t = useTranslations('member.email')
  const passwordT = useTranslations('member.password')
  const auth = useTranslations('auth')
  const [state, action, busy] = useActionState(changeEmailAction, idle)
  const { clientErrors, check } = useClientCheck(changeEmailSchema, auth)
  useOnAnswer(state, (answer) => {
    if (answer.status === 'error') {
      const first = Object.values(answer.fields ?? {})[0]
      toast.error(
        answer.error === 'wrongCurrent'
          ? passwordT('wrongCurrent')
          : (fieldMessage(auth, first) ?? auth('errors.generic')),
      )
    }
  })
  const fields = { ...(state.status === 'error' ? state.fields : {}), ...clientErrors }
  const currentError =
    fields?.current === 'wrongCurrent'
      ? passwordT('wrongCurrent')
      : fieldMessage(auth, fields?.current)
  return (
    <form
      action={action}
      noValidate
      onSubmit={check}
      className="flex flex-col gap-5"
      key={state.status === 'saved' ? state.at : 'form'}
    >
      <p className="text-ink-soft">{t('current', { email: current })}</p>
      {pending ? <FormNotice>{t('pending', { email: pending })}</FormNotice> : null}
      {state.status === 'saved' ? <FormNotice>{t('sent')}</FormNotice> : null}
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t('newEmail')}
        required
        maxLength={255}
        error={fieldMessage(auth, fields?.email)}
      />
      <Field
        name="current"
        type="password"
        autoComplete="current-password"
        label={auth('fields.currentPassword')}
        required
        maxLength={128}
        error={currentError}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t('saving') : t('save')}
      </Button>
    </form>
  )
}

export function DeleteAccountForm() {
  const t = useTranslations('member.delete')
  const [state, action, pending] = useActionState(deleteAccountAction, idle)
  useOnAnswer(state, (answer) => {
    if (answer.status === 'error')
      toast.error(answer.error === 'billingUnavailable' ? t('billingUnavailable') : t('mismatch'))
  })
  return (
    <form action={action} className="flex flex-col gap-5">
      {state.status === 'error' ? (
        <FormAlert
          title={state.error === 'billingUnavailable' ? t('billingUnavailable') : t('mismatch')}
        />
      ) : null}
      <Field
        name="confirmEmail"
        type="email"
        autoComplete="off"
        label={t('confirmLabel')}
        required
        maxLength={255}
      />
      <Button type="submit" disabled={pending} variant="danger" className="self-start">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  )
}
