import sanitizeHtml from 'sanitize-html';

/**
 * The rich content of a SKU (content, htmlSX) as the server keeps it: formatting, images, links and
 * tables stay; scripts, styles sheets, frames, event handlers and javascript: URLs go.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'align', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan', 'width', 'height', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'height', 'valign'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%|pt)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^[a-z\s-]+$/],
      width: [/^\d+(\.\d+)?(px|%|em)?$/],
      height: [/^\d+(\.\d+)?(px|%|em)?$/],
      'line-height': [/^[\d.]+(px|em|%)?$/],
      margin: [/^[\d\s.a-z%-]+$/],
      padding: [/^[\d\s.a-z%-]+$/],
      border: [/^[\d\s.a-z#%-]+$/],
    },
  },
  // Links that open elsewhere cannot reach back into the admin page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string): string => (html === '' ? '' : sanitizeHtml(html, OPTIONS));
