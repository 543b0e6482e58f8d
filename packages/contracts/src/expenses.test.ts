import { describe, expect, it } from 'vitest';
import { expenseBodySchema, fromMinorUnits, isCurrency, toMinorUnits } from './expenses';

describe('expense amounts', () => {
  it('reads decimal text into minor units by the currency, and writes it back', () => {
    expect(toMinorUnits('12.5', 'USD')).toBe(1250);
    expect(toMinorUnits('0.07', 'EUR')).toBe(7);
    expect(toMinorUnits('3000', 'JPY')).toBe(3000);
    expect(toMinorUnits('1.5', 'JPY')).toBeNull();
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
    expect(toMinorUnits('1.234', 'USD')).toBeNull();
    expect(toMinorUnits('-1', 'USD')).toBeNull();
    expect(fromMinorUnits(1250, 'USD')).toBe('12.50');
    expect(fromMinorUnits(7, 'EUR')).toBe('0.07');
    expect(fromMinorUnits(3000, 'JPY')).toBe('3000');
    expect(fromMinorUnits(1234, 'KWD')).toBe('1.234');
  });

  it('knows ISO 4217 codes, in capitals only', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('ABC')).toBe(false);
  });

  it('normalises a number and a lower-case currency in a body', () => {
    const body = expenseBodySchema.parse({
      date: '2026-01-02',
      amount: 0.1,
      currency: ' eur ',
      category: 'food',
    });
    expect(body).toMatchObject({ amount: '0.1', currency: 'EUR' });
  });
});

describe('expense body validation', () => {
  it('names each bad field and never throws on a bad currency beside a bad amount', () => {
    for (const [amount, currency] of [
      ['a', '2023-02-30'],
      ['1.5', 'nope'],
      ['1.555', 'XYZ'],
      [[], null],
    ]) {
      const result = expenseBodySchema.safeParse({ date: 'x', amount, currency, category: 'lab' });
      expect(result.success).toBe(false);
    }
  });
});
