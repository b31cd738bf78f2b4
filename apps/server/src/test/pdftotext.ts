import { execFileSync } from 'node:child_process';

/**
 * Each page's text as poppler's pdftotext reads it (`-layout`: a table row is a line), whatever font the PDF
 * embeds: what a reader who searches or copies the PDF finds.
 */
export function pdftotextPages(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text.split('\f').slice(0, -1);
}

/** A table row of the text: the cells after `label` on its line (split on runs of two spaces or more). */
export function rowCells(page: string, label: string): string[] | undefined {
  const line = page.split('\n').find((candidate) => candidate.trim().startsWith(`${label}  `));
  return line
    ?.trim()
    .slice(label.length)
    .trim()
    .split(/\s{2,}/);
}

/** The images drawn in the PDF, as poppler's pdfimages lists them: page, width and height of each (not the masks of their transparency). */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  const list = execFileSync('pdfimages', ['-list', '-'], { input: pdf }).toString('utf8');
  return list
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , type]) => type === 'image')
    .map(([page = '', , , width = '', height = '']) => ({ page: Number(page), width: Number(width), height: Number(height) }));
}
