import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Renders an e-mail body component to a complete HTML document. */
export function renderEmailHtml(body: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(body)}`;
}
