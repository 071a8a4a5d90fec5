import { cn } from '@/lib/platform/utils/cn'

/** Modules done out of the formation's total, as an accessible progress bar. */
export function ProgressBar({
  done,
  total,
  label,
  className,
}: {
  done: number
  total: number
  label: string
  className?: string
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className={cn('h-2 overflow-hidden rounded-full bg-forest-100 dark:bg-forest-900', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-all"
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
