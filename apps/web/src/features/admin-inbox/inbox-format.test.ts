import { describe, expect, it } from 'vitest';
import { emptyInboxText, isInboxFilter, repliesLabel, replyError, statusActions } from './inbox-format';

describe('the contact inbox', () => {
  it('says which tab is empty', () => {
    expect(emptyInboxText('new')).toBe('No new messages.');
    expect(emptyInboxText('closed')).toBe('No closed messages.');
    expect(emptyInboxText('all')).toBe('No messages yet.');
  });

  it('reads only its own tabs from the address', () => {
    expect(isInboxFilter('answered')).toBe(true);
    expect(isInboxFilter('spam')).toBe(false);
    expect(isInboxFilter(null)).toBe(false);
  });

  it('counts replies in words', () => {
    expect(repliesLabel(0)).toBe('No replies');
    expect(repliesLabel(1)).toBe('1 reply');
    expect(repliesLabel(4)).toBe('4 replies');
  });

  it('refuses an empty or too long reply before sending, in the server’s words', () => {
    expect(replyError('  \n ')).toBe('Write a reply of 1 to 10,000 characters.');
    expect(replyError('x'.repeat(10_001))).toBe('Write a reply of 1 to 10,000 characters.');
    expect(replyError('Thanks, done.')).toBeNull();
  });

  it('offers every status but the current one', () => {
    expect(statusActions('new').map((action) => action.label)).toEqual(['Mark as answered', 'Close']);
    expect(statusActions('closed').map((action) => action.status)).toEqual(['new', 'answered']);
  });
});
