import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import PricingPage, { BUYING_REFUSAL } from './pricing-page';

const pricing = (me: ReturnType<typeof meAs> | null) => render(createElement(PricingPage), clientWith(me));
const getStarted = (html: string) => html.match(/>Get Started<\/button>/g)?.length ?? 0;

describe("the pricing page's buy buttons", () => {
  it('are there for a visitor and for an owner', () => {
    for (const me of [null, meAs('owner')]) {
      expect(getStarted(pricing(me))).toBe(3);
      expect(text(pricing(me))).not.toContain(BUYING_REFUSAL);
    }
  });

  it('are replaced by a sentence for any other member, whom the server would refuse', () => {
    for (const role of ['manager', 'coach', 'viewer', 'player'] as const) {
      const html = pricing(meAs(role));
      expect(getStarted(html)).toBe(0);
      expect(text(html)).toContain(BUYING_REFUSAL);
      // The plans and their prices are still there to read.
      expect(text(html)).toContain('per game');
    }
  });
});
