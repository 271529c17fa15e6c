/** The heading element for a level; levels past 6 (a subheading under an h6) stay h6. */
export function headingTag(level: number): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${Math.min(6, Math.max(1, Math.round(level)))}` as
    'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}
