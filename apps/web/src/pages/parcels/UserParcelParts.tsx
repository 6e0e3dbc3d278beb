import type { Texts } from '@lbo/contracts';
import { parcels } from '@lbo/contracts';
import { Tag, type FormInstance } from 'antd';
import { ApiError } from '../../api/request.ts';
import './userTexts.ts';
import { useNamed } from '../../lib/contractWords.ts';

// The area's pages take these from here with its own words.
export { useNamed };

const STATE_COLORS: Record<number, string> = {
  [parcels.PackageStatus.NotReceived]: 'default',
  [parcels.PackageStatus.ToBeCompleted]: 'orange',
  [parcels.PackageStatus.Shippable]: 'green',
  [parcels.PackageStatus.Outbound]: 'blue',
  [parcels.PackageStatus.SignedFor]: 'purple',
};

/** A parcel's state as the transition table names it. */
export function PackageStateTag({ state }: { state: number }) {
  const named = useNamed();
  const names = parcels.packageLifecycle.names.states as Record<number, Texts | undefined>;
  const name = names[state];
  return <Tag color={STATE_COLORS[state]}>{name ? named(name) : state}</Tag>;
}

const CLAIM_COLORS: Record<number, string> = { [parcels.ClaimStatus.Pending]: 'orange', [parcels.ClaimStatus.Approved]: 'green', [parcels.ClaimStatus.Refused]: 'red' };

export function ClaimStateTag({ state }: { state: number }) {
  const named = useNamed();
  const names = parcels.claimLifecycle.names.states as Record<number, Texts | undefined>;
  const name = names[state];
  return <Tag color={CLAIM_COLORS[state]}>{name ? named(name) : state}</Tag>;
}

/** A decimal as the server wrote it, or "-" when not measured yet. */
export const decimalText = (value: string | null) => value ?? '-';

/** Lines of a batch textarea as the server counts them: blank lines are not values. */
export const batchLines = (text: string | undefined): string[] => (text ?? '').split(/\r?\n/u).map((line) => line.trim()).filter((line) => line !== '');

/**
 * A refusal's messages by the field they name. Schema refusals list them in `Data.Errors`; a rule's
 * refusal names its field first ("ProductNames: 3 lines, …"), so a message is put under the field
 * whose wire name starts it, and the others are shown together.
 */
export function refusalByField(error: unknown, fields: readonly string[]): { byField: Record<string, string[]>; rest: string[] } {
  const byField: Record<string, string[]> = {};
  const rest: string[] = [];
  const put = (field: string | undefined, message: string) => {
    const known = fields.find((f) => f === field || (field === undefined && new RegExp(`^${f}\\s*[:：]`, 'u').test(message)));
    if (known) (byField[known] ??= []).push(message.replace(new RegExp(`^${known}\\s*[:：]\\s*`, 'u'), ''));
    else rest.push(message);
  };
  const data = error instanceof ApiError ? (error.data as { Errors?: { Field?: string; Message?: string }[] } | null) : null;
  if (data?.Errors?.length) for (const e of data.Errors) put(e.Field?.split('.')[0], e.Message ?? '');
  else if (error instanceof Error) for (const message of error.message.split(/;\s*/u)) put(undefined, message);
  return { byField, rest };
}

/** Puts a refusal's messages under the form's fields they name; answers those naming none. */
export function showRefusal<Values>(form: FormInstance<Values>, error: unknown, fields: readonly (keyof Values & string)[]): string[] {
  const { byField, rest } = refusalByField(error, fields);
  form.setFields(Object.entries(byField).map(([name, errors]) => ({ name: name as never, errors })));
  return rest;
}
