import { describe, expect, it } from 'vitest';
import { welcomeBack } from './greeting';

describe('welcomeBack', () => {
  it.each([
    { name: 'Jamie Rivera', role: 'user', line: 'Welcome back, Jamie' },
    { name: 'Alex Morgan', role: 'vet', line: 'Welcome back, Dr. Morgan' },
    { name: 'Dr. Alex Morgan', role: 'vet', line: 'Welcome back, Dr. Morgan' },
    { name: 'dr alex morgan-hale', role: 'vet', line: 'Welcome back, Dr. morgan-hale' },
    { name: 'Alex Morgan, DVM', role: 'vet', line: 'Welcome back, Dr. Morgan' },
    { name: '  Morgan  ', role: 'vet', line: 'Welcome back, Dr. Morgan' },
    { name: 'Dr.', role: 'vet', line: 'Welcome back' },
    { name: '', role: 'vet', line: 'Welcome back' },
    { name: '   ', role: 'user', line: 'Welcome back' },
  ])('$role "$name" → "$line"', ({ name, role, line }) => {
    expect(welcomeBack({ name, role })).toBe(line);
  });
});

describe('welcomeBack right after sign-up (issue 24 item 10)', () => {
  it.each([
    { name: 'Sam Sitter', role: 'user', line: 'Welcome, Sam' },
    { name: 'Alex Morgan, DVM', role: 'vet', line: 'Welcome, Dr. Morgan' },
    { name: '', role: 'user', line: 'Welcome' },
  ])('$role "$name" → "$line"', ({ name, role, line }) => {
    expect(welcomeBack({ name, role }, true)).toBe(line);
  });
});
