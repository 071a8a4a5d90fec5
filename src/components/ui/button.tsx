import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cx } from '@/lib/platform/utils/cx'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-[var(--radius-base)] font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary shadow-sm hover:bg-secondary hover:text-on-secondary',
        secondary:
          'border border-forest-200 bg-surface text-forest-800 hover:bg-forest-50 dark:border-forest-700 dark:text-forest-100 dark:hover:bg-forest-900',
        ghost: 'text-ink hover:bg-surface-muted',
        link: 'text-link underline-offset-4 hover:underline',
        danger:
          'bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-[0.95rem]',
        lg: 'h-12 px-6 text-base',
        // A link beside large buttons: their height and text, a link's narrow padding.
        lgText: 'h-12 px-1 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return <Component className={cx(buttonVariants({ variant, size }), className)} {...props} />
}
