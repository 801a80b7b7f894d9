/** A seller's address, one line each (spec §3: address1, address2, then 'City, ST 12345'); nothing when it has none. */
export function AddressLines(props: { lines: readonly string[]; className: string }) {
  if (!props.lines.length) return null
  return (
    <address className={`not-italic ${props.className}`}>
      {props.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
