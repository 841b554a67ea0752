/** A labelled on/off switch. */
export function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(): void;
  disabled?: boolean;
}) {
  return (
    <label className="toggle">
      <input type="checkbox" role="switch" checked={checked} onChange={onChange} disabled={disabled} />
      <span className="toggle__track" aria-hidden />
      <span>{label}</span>
    </label>
  );
}
