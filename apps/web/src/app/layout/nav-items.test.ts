import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-items';

describe('isActivePath (an entry is active on its path or below it)', () => {
  it.each([
    ['/medications', '/medications', true],
    ['/medications/x', '/medications', true],
    ['/dashboard', '/dashboard', true],
    ['/medications-archive', '/medications', false],
    ['/pets/1/edit', '/pet', false],
    ['/pet/1', '/pet', true],
    ['/pet/1', '/dashboard', false],
    ['/', '/dashboard', false],
    ['/interactionsx', '/interactions', false],
  ])('%s with entry %s → %s', (pathname, entry, expected) => {
    expect(isActivePath(pathname, entry)).toBe(expected);
  });
});
