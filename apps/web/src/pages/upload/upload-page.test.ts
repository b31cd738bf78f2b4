import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import UploadPage, { UPLOAD_REFUSAL } from './upload-page';

const upload = (role: Parameters<typeof meAs>[0]) => render(createElement(UploadPage), clientWith(meAs(role)));

describe("the upload page, by the member's role", () => {
  it('offers the upload to owners, managers and coaches, and tells viewers and players why not in a sentence', () => {
    for (const role of ['owner', 'manager', 'coach'] as const) expect(text(upload(role))).not.toContain(UPLOAD_REFUSAL);
    for (const role of ['viewer', 'player'] as const) {
      const html = upload(role);
      expect(text(html)).toContain(UPLOAD_REFUSAL);
      expect(html).not.toContain('data-testid="upload-widget"');
      expect(html).not.toContain('file-input');
    }
  });
});
