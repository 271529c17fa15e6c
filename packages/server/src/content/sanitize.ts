import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every article passes before it is stored (and so before it is ever served):
 * text structure, emphasis, lists, quotes, links and images, nothing else. No scripts, styles,
 * event handlers, frames, forms or SVG; links and images only over http(s) (links also mailto),
 * and every link opens without access to this page (rel="noopener noreferrer").
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'a',
    'br',
    'hr',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image without an https source shows nothing useful: drop it rather than keep a local
  // or relative request the author did not mean.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  // The text inside these is code or markup, not prose: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        rel: 'noopener noreferrer',
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
      },
    }),
  },
};

/** The allow-list as text, functions by their source: a changed rule changes the seed's fingerprint. */
export const sanitizerRules = JSON.stringify(options, (_key, value: unknown) =>
  typeof value === 'function' ? String(value) : value,
);

export function sanitizeArticleHtml(dirty: string): string {
  return sanitizeHtml(dirty, options);
}

/** The article as plain text (for the meta description and word counts). */
export function articleText(cleanHtml: string): string {
  return sanitizeHtml(cleanHtml, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
