import { cargoType, carrier, currencies, typeOfShipping } from '@lbo/contracts';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { fieldSchema, rulesFrom, type Schema } from './schemaRules.ts';

/** The messages the rules give a value, as the form would show them (none: accepted). */
async function messagesFor(schema: Schema, value: unknown): Promise<string[]> {
  const messages: string[] = [];
  for (const rule of rulesFrom(schema) as RuleObject[]) {
    const empty = value === undefined || value === '';
    if (rule.max !== undefined && typeof value === 'string' && value.length > rule.max) messages.push(`max ${rule.max}`);
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (error) {
        messages.push(error instanceof Error ? error.message : String(error));
      }
    } else if (rule.required && empty) messages.push('required');
  }
  return messages;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('rules read off a contract schema', () => {
  it('a required name with its most characters', async () => {
    const name = cargoType.cargoTypeFields.shape.Name;
    expect(fieldSchema(name)).toMatchObject({ required: true, type: { kind: 'text', max: cargoType.CARGO_TYPE_NAME_MAX } });
    expect(await messagesFor(name, undefined)).toHaveLength(1);
    expect(await messagesFor(name, 'x'.repeat(cargoType.CARGO_TYPE_NAME_MAX + 1))).toEqual([`max ${cargoType.CARGO_TYPE_NAME_MAX}`]);
    expect(await messagesFor(name, 'Battery')).toEqual([]);
  });

  it('a display order: optional with its default, a whole number in its range', async () => {
    const order = cargoType.cargoTypeFields.shape.DisplayOrder;
    expect(fieldSchema(order)).toEqual({ required: false, defaultValue: 0, type: { kind: 'integer', min: 0, max: 9999 } });
    expect(await messagesFor(order, '1.5')).toHaveLength(1);
    expect(await messagesFor(order, 3)).toEqual([]);
  });

  it('a weight sent as decimal text: its scale, and optional where the contract gives a default', async () => {
    const weight = carrier.carrierFields.shape.MaxWeight;
    expect(fieldSchema(weight)).toEqual({ required: false, defaultValue: '0', type: { kind: 'decimal', maxDecimal: 3, cannotBeZero: false } });
    expect(fieldSchema(carrier.carrierFields.shape.MaxLength).type).toMatchObject({ maxDecimal: 2 });
    expect(await messagesFor(weight, '31.5')).toEqual([]);
    expect(await messagesFor(weight, '31.5005')).toHaveLength(1);
    expect(await messagesFor(weight, '0')).toEqual([]);
  });

  it('an exchange rate: required, six decimals and never zero', async () => {
    const rate = currencies.currencyFields.shape.ExchangeRate;
    expect(fieldSchema(rate)).toMatchObject({ required: true, type: { kind: 'decimal', maxDecimal: currencies.EXCHANGE_RATE_MAX_DECIMALS, cannotBeZero: true } });
    expect(await messagesFor(rate, '0')).toHaveLength(1);
    expect(await messagesFor(rate, '7.123456')).toEqual([]);
  });

  it('a range of days: required whole number from 0 to the most', () => {
    expect(fieldSchema(typeOfShipping.typeOfShippingFields.shape.MinAging)).toEqual({ required: true, defaultValue: undefined, type: { kind: 'integer', min: 0, max: typeOfShipping.AGING_DAYS_MAX } });
  });

  it('a switch and a choice: no rule but required for a choice without a default', () => {
    expect(rulesFrom(cargoType.cargoTypeFields.shape.IsEnabled)).toEqual([]);
    expect(fieldSchema(carrier.carrierFields.shape.Interface)).toMatchObject({ required: true, type: { kind: 'other' } });
    expect(rulesFrom(carrier.carrierFields.shape.Interface)).toHaveLength(1);
  });
});
