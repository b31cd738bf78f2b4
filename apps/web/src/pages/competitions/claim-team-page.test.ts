import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LEAGUE } from '../../features/competitions/competition-test-data';
import { teamFailure } from '../../features/competitions/competition-teams';
import { clientWith, meAs, render, text } from '../../features/organizations/organization-test-data';
import { teamsQuery } from '../../features/teams/teams-api';
import { ApiError } from '../../lib/api-error';
import ClaimTeamPage, { claimFailure, claimProblems } from './claim-team-page';

const CLUB = { ...LEAGUE, id: 'org-club', name: 'Riverside Club', kind: 'club' } as const;

describe('claiming a team', () => {
  it("asks for the league's code and one of the club's own teams", () => {
    const client = clientWith(meAs('manager', { organization: CLUB }));
    client.setQueryData(teamsQuery.queryKey, [
      {
        id: 't-u14',
        name: 'U14 Girls',
        shortName: 'U14',
        color: '#ea580c',
        secondaryColor: null,
        seasonLabel: '2026',
        playersSeeGames: true,
        logoUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    const html = render(createElement(ClaimTeamPage), client);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Claim code<\/label><input[^>]*id="\1"/);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Your team<\/label><select[^>]*id="\1"/);
    expect(text(html)).toContain('U14 Girls (2026)');
    // A coach, or a league, claims none.
    expect(text(render(createElement(ClaimTeamPage), clientWith(meAs('coach', { organization: CLUB }))))).toContain(
      'A club’s owners and managers claim its teams.',
    );
    expect(render(createElement(ClaimTeamPage), clientWith(meAs('owner', { organization: LEAGUE })))).not.toContain('<form');
  });

  it("says what is missing in the server's words, and puts an unknown code's refusal under the code", () => {
    expect(claimProblems({ code: ' ', teamId: '' })).toEqual({
      code: 'Enter the code the league gave you',
      teamId: 'Choose one of your teams',
    });
    expect(claimProblems({ code: 'ABCDE', teamId: 't-u14' })).toEqual({});
    const unknown = new ApiError(
      404,
      'claim_code_unknown',
      'That code is not one we know, or it was used. Ask the league for a new one.',
    );
    expect(claimFailure(unknown)).toEqual({ code: unknown.message });
    expect(claimFailure(new ApiError(403, 'forbidden', 'No.'))).toEqual({ form: 'No.' });
  });

  it('puts a team name or a number already taken beside its field', () => {
    expect(teamFailure(new ApiError(409, 'team_name_taken', 'A team of this competition already has that name.'))).toEqual({
      name: 'A team of this competition already has that name.',
    });
    expect(teamFailure(new ApiError(409, 'number_taken', '#7 is already worn on this team.'))).toEqual({
      number: '#7 is already worn on this team.',
    });
  });
});
