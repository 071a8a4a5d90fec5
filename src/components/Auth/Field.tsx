import type { ComponentProps, ReactNode } from 'react'

import { EMAIL_MAX } from '@/lib/auth/limits'
import { cn } from '@/lib/platform/utils/cn'

type Props = ComponentProps<'input'> & { label: string; error?: string; hint?: string }

const controlClass = (error: string | undefined) =>
  cn(
    'rounded-[var(--radius-base)] border bg-surface px-3.5 text-[0.97rem] text-ink transition-colors outline-none placeholder:text-ink-soft/70 focus:border-secondary focus:ring-3 focus:ring-primary/25 disabled:opacity-60',
    error ? 'border-red-600 dark:border-red-400' : 'border-line',
  )

/** The label, the control, then its hint and error, tied to the control by aria-describedby. */
function FieldFrame({
  fieldId,
  label,
  error,
  hint,
  className,
  children,
}: {
  fieldId: string
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const describedBy =
    [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled input with its error under it (each field's error under the field). */
export function Field({ label, error, hint, id, name, className, ...input }: Props) {
  const fieldId = id ?? `field-${name}`
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <input
          id={fieldId}
          name={name}
          {...aria}
          className={cn('h-11', controlClass(error))}
          {...input}
        />
      )}
    </FieldFrame>
  )
}

type TextAreaProps = ComponentProps<'textarea'> & {
  label: string
  error?: string
  hint?: ReactNode
}

/** The same for a multi-line text. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  name,
  className,
  ...input
}: TextAreaProps) {
  const fieldId = id ?? `field-${name}`
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <textarea
          id={fieldId}
          name={name}
          {...aria}
          className={cn('min-h-36 resize-y py-2.5 leading-relaxed', controlClass(error))}
          {...input}
        />
      )}
    </FieldFrame>
  )
}

/** The e-mail field of the account forms (the same name, type, autocomplete and limit everywhere). */
export function EmailField(props: Omit<Props, 'name' | 'type' | 'autoComplete' | 'maxLength'>) {
  return (
    <Field
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      {...props}
    />
  )
}

/** The form-level message, readable without JavaScript (toasts need it). */
export function FormAlert({ title, description }: { title: string; description?: string }) {
  return (
    <div
      role="alert"
      className="rounded-[var(--radius-base)] border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <p className="font-medium">{title}</p>
      {description ? <p className="mt-0.5">{description}</p> : null}
    </div>
  )
}

export function FormNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-[var(--radius-base)] border border-forest-200 bg-forest-50 px-4 py-3 text-sm text-forest-900 dark:border-forest-700 dark:bg-forest-900/50 dark:text-forest-100"
    >
      {children}
    </div>
  )
}
