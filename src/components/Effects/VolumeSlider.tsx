import { useId } from 'react'

/** A volume range with its visually hidden label, shared by the ambient and the intro players. */
export function VolumeSlider({
  label,
  valueText,
  value,
  min,
  max,
  step,
  onChange,
  className,
}: {
  label: string
  valueText: string
  value: number
  min: number
  max: number
  step: number
  onChange: (value: number) => void
  className: string
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={valueText}
        className={className}
      />
    </>
  )
}
