/** The Lönna mark: a stylised linden leaf (lönn = maple; the leaf is the brand). Decorative. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="40" height="40" rx="10" className="fill-primary" />
      <path d="M20 8c5 5 8 9 8 14a8 8 0 0 1-16 0c0-5 3-9 8-14z" className="fill-on-primary" opacity="0.95" />
      <path d="M20 14v18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="text-primary" />
    </svg>
  );
}
