import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  VALIDATION_MESSAGE_KEYS,
  checkBatchSearch,
  checkConfirmPassword,
  checkDecimal,
  checkEmail,
  checkFixedPhone,
  checkIdCard,
  checkInteger,
  checkMobile,
  checkNoSpecialCharacters,
  checkOverfilling,
  checkPassword,
  checkRequired,
  checkTrackingNumber,
  checkTrajectoryQuery,
  checkUserName,
  phoneFieldIssues,
  refineConfirmPassword,
  refinePhoneFields,
  splitBatchSearch,
  splitTrajectoryQuery,
  zBatchSearch,
  zDecimal,
  zEmail,
  zInteger,
  zNoSpecialCharacters,
  zPassword,
  zRequiredText,
  zTrackingNumber,
  zTrajectoryQuery,
  zUserName,
} from './validation.ts';

/** "A1,A2,…" with n distinct items. */
function items(n: number, separator = ','): string {
  return Array.from({ length: n }, (_, i) => `A${i + 1}`).join(separator);
}

/** The issues of a failed parse as [path, message] pairs. */
function issuesOf(schema: z.ZodType, value: unknown): Array<[PropertyKey[], string]> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
}

describe('message keys', () => {
  it('lists every key of the spec once, plus ConfirmPasswordError and the search limits', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    expect([...VALIDATION_MESSAGE_KEYS].sort()).toEqual(
      [
        'NumberZeroError',
        'NumberTypeError',
        'NumberNegative',
        'NumberErrorFormat',
        'NumberErrorDecimalFormat',
        'PasswordError',
        'ConfirmPasswordError',
        'EmailError',
        'PhoneError',
        'FixedTelephoneError',
        'IdCardError',
        'UserNameError',
        'SpecialCharacterverification',
        'CannotBeEmpty',
        'TheTrackingNumberCannotBeInTextFormat',
        'BatchSearchTooMany',
        'TrajectoryQueryTooMany',
      ].sort(),
    );
  });
});

describe('checkInteger', () => {
  it.each(['0', '7', '12', '007', ' 42 ', 0, 5, 1e21, '', undefined, null])('accepts %j', (value) => {
    expect(checkInteger(value)).toBeNull();
  });

  it.each([
    ['-1', 'NumberNegative'],
    [-3, 'NumberNegative'],
    ['-0.5', 'NumberNegative'],
    ['abc', 'NumberTypeError'],
    ['1e3', 'NumberTypeError'],
    ['1,000', 'NumberTypeError'],
    ['.', 'NumberTypeError'],
    [Number.NaN, 'NumberTypeError'],
    [Number.POSITIVE_INFINITY, 'NumberTypeError'],
    ['1.5', 'NumberErrorFormat'],
    ['12.0', 'NumberErrorFormat'],
    ['3.', 'NumberErrorFormat'],
    [2.5, 'NumberErrorFormat'],
    ['+5', 'NumberErrorFormat'],
  ] as const)('rejects %j with %s', (value, key) => {
    expect(checkInteger(value)).toBe(key);
  });

  it('rejects zero only with cannotBeZero', () => {
    expect(checkInteger('0', { cannotBeZero: true })).toBe('NumberZeroError');
    expect(checkInteger('000', { cannotBeZero: true })).toBe('NumberZeroError');
    expect(checkInteger(0, { cannotBeZero: true })).toBe('NumberZeroError');
    expect(checkInteger('10', { cannotBeZero: true })).toBeNull();
    expect(checkInteger('0', { cannotBeZero: false })).toBeNull();
  });
});

describe('checkDecimal', () => {
  it.each(['0', '12', '0.5', '12.5', '12.500', '99999999999999999999.999', 0.125, 3, '', undefined])(
    'accepts %j with 3 decimals by default',
    (value) => {
      expect(checkDecimal(value)).toBeNull();
    },
  );

  it.each([
    ['1.2345', 'NumberErrorDecimalFormat'],
    ['0.0001', 'NumberErrorDecimalFormat'],
    [0.1 + 0.2, 'NumberErrorDecimalFormat'],
    ['1.2.3', 'NumberErrorFormat'],
    ['1..2', 'NumberErrorFormat'],
    ['.5', 'NumberErrorFormat'],
    ['5.', 'NumberErrorFormat'],
    ['-0.5', 'NumberNegative'],
    [-2, 'NumberNegative'],
    ['12a', 'NumberTypeError'],
    ['１２', 'NumberTypeError'],
    ['', null],
  ] as const)('judges %j as %s', (value, key) => {
    expect(checkDecimal(value)).toBe(key);
  });

  it('honours maxDecimal', () => {
    expect(checkDecimal('1.23', { maxDecimal: 2 })).toBeNull();
    expect(checkDecimal('1.234', { maxDecimal: 2 })).toBe('NumberErrorDecimalFormat');
    expect(checkDecimal('1.12345678', { maxDecimal: 8 })).toBeNull();
    expect(checkDecimal('1.5', { maxDecimal: 0 })).toBe('NumberErrorDecimalFormat');
    expect(checkDecimal('1', { maxDecimal: 0 })).toBeNull();
  });

  it('rejects zero only with cannotBeZero', () => {
    expect(checkDecimal('0.000', { cannotBeZero: true })).toBe('NumberZeroError');
    expect(checkDecimal('0', { cannotBeZero: true })).toBe('NumberZeroError');
    expect(checkDecimal('0.001', { cannotBeZero: true })).toBeNull();
    expect(checkDecimal('0.000')).toBeNull();
  });
});

describe('checkPassword', () => {
  it.each(['abc123', 'Passw0rd', 'abc!@#', '123!@#', 'a1b2c3d4e5f6g7h8', 'Zz9.99'])(
    'accepts %j',
    (password) => {
      expect(checkPassword(password)).toBeNull();
    },
  );

  it.each([
    'abc12', // 5 characters
    'a1b2c3d4e5f6g7h8i', // 17 characters
    'abc 123', // space
    '密码abc123', // Chinese characters
    '12345678', // digits only
    'abcdefgh', // letters only
    '!@#$%^&*', // symbols only
  ])('rejects %j', (password) => {
    expect(checkPassword(password)).toBe('PasswordError');
  });

  it('compares the confirmation exactly', () => {
    expect(checkConfirmPassword('abc123', 'abc123')).toBeNull();
    expect(checkConfirmPassword('abc123', 'abc124')).toBe('ConfirmPasswordError');
    expect(checkConfirmPassword('abc123', 'ABC123')).toBe('ConfirmPasswordError');
    expect(checkConfirmPassword('abc123', '')).toBe('ConfirmPasswordError');
    expect(checkConfirmPassword('', undefined)).toBeNull();
  });
});

describe('checkEmail', () => {
  it.each(['user@example.com', 'a.b_c-d+tag@mail.example.co.uk', '张三@例子.中国', 'x1@a-b.io', ''])(
    'accepts %j',
    (email) => {
      expect(checkEmail(email)).toBeNull();
    },
  );

  it.each(['user', 'user@', '@example.com', 'user@example', 'user@@example.com', 'us er@example.com', '.user@example.com', 'user..x@example.com', 'user@-example.com', 'user@example..com'])(
    'rejects %j',
    (email) => {
      expect(checkEmail(email)).toBe('EmailError');
    },
  );
});

describe('checkMobile', () => {
  it.each([
    ['13812345678', '86'],
    ['19912345678', '+86'],
    ['13812345678', 86],
    ['51234567', '852'],
    ['91234567', '852'],
    ['61234567', '853'],
    ['0912345678', '886'],
    ['13812345678', undefined],
    ['61234567', ''],
    ['0912345678', null],
    ['2025550123', '1'],
    ['7911123456', '44'],
    ['', '86'],
    [undefined, '852'],
  ] as const)('accepts %j for code %j', (phone, code) => {
    expect(checkMobile(phone, code)).toBeNull();
  });

  it.each([
    ['12812345678', '86'], // second digit 2
    ['1381234567', '86'], // 10 digits
    ['138123456789', '86'], // 12 digits
    ['01234567', '852'], // starts with 0
    ['5123456', '852'], // 7 digits
    ['51234567', '853'], // not starting with 6
    ['612345678', '853'], // 9 digits
    ['0812345678', '886'], // not 09
    ['091234567', '886'], // 9 digits
    ['12345', undefined], // none of the four
    ['1381234567a', undefined],
    ['1234', '44'], // under 5 digits
    ['1234567890123456', '1'], // over 15 digits
    ['12-345678', '44'],
  ] as const)('rejects %j for code %j', (phone, code) => {
    expect(checkMobile(phone, code)).toBe('PhoneError');
  });
});

describe('checkFixedPhone', () => {
  it.each([
    ['010-12345678', '86'],
    ['0755-1234', '86'],
    ['02-12345678', '886'],
    ['2-123456', '886'],
    ['049-1234567890', '886'],
    ['0853-1234567', '853'],
    ['853-123456789', '853'],
    ['21234567', '852'],
    ['31234567', '852'],
    ['010-12345678', undefined],
    ['21234567', ''],
    ['020-79460958', '44'],
    ['2125550123', '1'],
    ['', '86'],
  ] as const)('accepts %j for code %j', (phone, code) => {
    expect(checkFixedPhone(phone, code)).toBeNull();
  });

  it.each([
    ['01012345678', '86'], // no hyphen
    ['0-12345678', '86'], // 1-digit area code
    ['010-123', '86'], // 3-digit number
    ['010-123456789', '86'], // 9-digit number
    ['02-12345', '886'], // 5-digit number
    ['0123-123456', '886'], // area code too long
    ['85-1234567', '853'], // 2-digit area code
    ['853-123456', '853'], // 6-digit number
    ['41234567', '852'], // starts with 4
    ['2123456', '852'], // 7 digits
    ['abc', undefined],
    ['12-34', undefined],
    ['123', '44'],
    ['12a4567', '1'],
  ] as const)('rejects %j for code %j', (phone, code) => {
    expect(checkFixedPhone(phone, code)).toBe('FixedTelephoneError');
  });
});

describe('checkIdCard', () => {
  it.each([
    ['11010519491231002X', '86'], // well-known sample, check character X
    ['11010519491231002x', '86'], // lower-case x
    ['440304199001011233', '86'],
    ['310115198005152011', '86'],
    ['110105491231002', '86'], // 15-digit old format
    ['A123456789', '886'],
    ['a123456789', '886'],
    ['12345678', '886'],
    ['A123456(3)', '852'],
    ['A1234563', '852'],
    ['G123456(A)', '852'],
    ['AB987654(3)', '852'],
    ['1234567(8)', '853'],
    ['12345678', '853'],
    ['51234567', '853'],
    ['7123456(0)', '853'],
    ['11010519491231002X', undefined],
    ['A123456(3)', ''],
    ['E12345678', '44'], // other code: letters and digits
    ['', '86'],
  ] as const)('accepts %j for code %j', (id, code) => {
    expect(checkIdCard(id, code)).toBeNull();
  });

  it.each([
    ['110105194912310021', '86'], // wrong check digit (should be X)
    ['440304199001011234', '86'], // wrong check digit (should be 3)
    ['1101051949123100', '86'], // 16 digits
    ['11010519491231002Y', '86'],
    ['A123456789', '86'],
    ['AB23456789', '886'],
    ['A12345678', '886'],
    ['1234567', '886'],
    ['A123456(4)', '852'], // wrong check digit
    ['A123456(3', '852'], // unbalanced parenthesis
    ['ABC123456(3)', '852'], // three letters
    ['123456(3)', '852'], // no letter
    ['2234567(8)', '853'], // must start with 1, 5 or 7
    ['123456(7)', '853'], // too short
    ['1234567(89)', '853'],
    ['A123456(4)', undefined],
    ['110105194912310021', ''],
    ['E1-234', '44'],
  ] as const)('rejects %j for code %j', (id, code) => {
    expect(checkIdCard(id, code)).toBe('IdCardError');
  });
});

describe('checkUserName', () => {
  it.each(['admin', 'User01', '123', ''])('accepts %j', (name) => {
    expect(checkUserName(name)).toBeNull();
  });

  it.each(['user name', 'user_1', 'user-1', '用户', 'a@b'])('rejects %j', (name) => {
    expect(checkUserName(name)).toBe('UserNameError');
  });
});

describe('checkNoSpecialCharacters', () => {
  it.each(['ABC-123', 'box_01', 'a.b/c', '盒子1', ''])('accepts %j', (value) => {
    expect(checkNoSpecialCharacters(value)).toBeNull();
  });

  it.each(['a b', 'a\tb', 'a\u3000b', ...'~!@#$%^&*<>|\''.split('').map((c) => `X${c}1`)])(
    'rejects %j',
    (value) => {
      expect(checkNoSpecialCharacters(value)).toBe('SpecialCharacterverification');
    },
  );
});

describe('checkTrackingNumber', () => {
  it.each(['SF1234567890', 'YT-2024-0001', '1Z999AA10123456784', ''])('accepts %j', (value) => {
    expect(checkTrackingNumber(value)).toBeNull();
  });

  it.each([
    ['顺丰123', 'TheTrackingNumberCannotBeInTextFormat'],
    ['SF123\u4e2d', 'TheTrackingNumberCannotBeInTextFormat'],
    ['SF\u3400', 'TheTrackingNumberCannotBeInTextFormat'], // extension A
    ['SF\uf900', 'TheTrackingNumberCannotBeInTextFormat'], // compatibility ideograph
    ['顺丰 123', 'TheTrackingNumberCannotBeInTextFormat'],
    ['SF 123', 'SpecialCharacterverification'],
    ['SF#123', 'SpecialCharacterverification'],
  ] as const)('rejects %j with %s', (value, key) => {
    expect(checkTrackingNumber(value)).toBe(key);
  });
});

describe('checkRequired and checkOverfilling', () => {
  it.each(['a', ' a ', 0, false, ['x'], {}])('required passes %j', (value) => {
    expect(checkRequired(value)).toBeNull();
  });

  it.each([undefined, null, '', '   ', '\n', []])('required rejects %j', (value) => {
    expect(checkRequired(value)).toBe('CannotBeEmpty');
  });

  it('overfilling needs at least one filled value', () => {
    expect(checkOverfilling(['', undefined, 'x'])).toBeNull();
    expect(checkOverfilling([null, [1]])).toBeNull();
    expect(checkOverfilling([0])).toBeNull();
    expect(checkOverfilling(['', '  ', null, undefined, []])).toBe('CannotBeEmpty');
    expect(checkOverfilling([])).toBe('CannotBeEmpty');
  });
});

describe('batch search', () => {
  it('splits on commas, full-width commas, spaces and newlines, dropping empties and duplicates', () => {
    expect(splitBatchSearch('A1,A2，A3 A4\nA5\r\n\tA6,,  ,A1 A2')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(splitBatchSearch('')).toEqual([]);
    expect(splitBatchSearch(undefined)).toEqual([]);
  });

  it('allows 200 items and rejects 201', () => {
    expect(splitBatchSearch(items(200))).toHaveLength(200);
    expect(checkBatchSearch(items(200))).toBeNull();
    expect(checkBatchSearch(items(201, ' '))).toBe('BatchSearchTooMany');
  });

  it('counts distinct items', () => {
    expect(checkBatchSearch(`${items(200)},A1,A2`)).toBeNull();
  });
});

describe('trajectory query', () => {
  it('splits on commas and Enter only', () => {
    expect(splitTrajectoryQuery('T1,T2，T3\nT4\r\nT5, T6 ,T1')).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    expect(splitTrajectoryQuery('T1 T2')).toEqual(['T1 T2']);
  });

  it('allows 30 numbers and rejects 31', () => {
    expect(checkTrajectoryQuery(items(30, '\n'))).toBeNull();
    expect(checkTrajectoryQuery(items(31))).toBe('TrajectoryQueryTooMany');
    expect(checkTrajectoryQuery(items(31, '\n'))).toBe('TrajectoryQueryTooMany');
  });
});

describe('zod helpers', () => {
  it('zInteger outputs canonical integer text from strings and numbers', () => {
    const schema = zInteger({ cannotBeZero: true });
    expect(schema.parse('12')).toBe('12');
    expect(schema.parse(' 007 ')).toBe('7');
    expect(schema.parse(42)).toBe('42');
    expect(issuesOf(schema, '0')).toEqual([[[], 'NumberZeroError']]);
    expect(issuesOf(schema, '1.5')).toEqual([[[], 'NumberErrorFormat']]);
    expect(issuesOf(schema, -1)).toEqual([[[], 'NumberNegative']]);
    expect(issuesOf(schema, true)).toEqual([[[], 'NumberTypeError']]);
    expect(issuesOf(schema, undefined)).toEqual([[[], 'CannotBeEmpty']]);
    expect(issuesOf(schema, '  ')).toEqual([[[], 'CannotBeEmpty']]);
  });

  it('zDecimal keeps decimal text exactly and never goes through a float', () => {
    const schema = zDecimal();
    expect(schema.parse('12.500')).toBe('12.500');
    expect(schema.parse('0.1')).toBe('0.1');
    expect(schema.parse('00.25')).toBe('0.25');
    expect(schema.parse('123456789012345678901.125')).toBe('123456789012345678901.125');
    expect(schema.parse(12.5)).toBe('12.5');
    expect(schema.parse(0)).toBe('0');
    expect(zDecimal({ maxDecimal: 8 }).parse(1e-7)).toBe('0.0000001');
    expect(issuesOf(schema, '1.2345')).toEqual([[[], 'NumberErrorDecimalFormat']]);
    expect(issuesOf(schema, '1.2.3')).toEqual([[[], 'NumberErrorFormat']]);
    expect(issuesOf(schema, 'x')).toEqual([[[], 'NumberTypeError']]);
    expect(issuesOf(schema, Number.NaN)).toEqual([[[], 'NumberTypeError']]);
    expect(issuesOf(zDecimal({ cannotBeZero: true }), '0.00')).toEqual([[[], 'NumberZeroError']]);
  });

  it('field helpers report the key on the field path', () => {
    const schema = z.object({
      Name: zRequiredText,
      UserName: zUserName,
      Password: zPassword,
      Email: zEmail,
      TrackingNumber: zTrackingNumber,
      BoxNumber: zNoSpecialCharacters,
      Weight: zDecimal(),
      Quantity: zInteger().optional(),
    });
    const valid = {
      Name: '  Warehouse A ',
      UserName: 'admin01',
      Password: 'abc123',
      Email: 'ops@example.com',
      TrackingNumber: 'SF123',
      BoxNumber: 'B-01',
      Weight: 1.25,
    };
    expect(schema.parse(valid)).toEqual({ ...valid, Name: 'Warehouse A', Weight: '1.25' });

    expect(
      issuesOf(schema, {
        Name: '   ',
        UserName: 'admin 01',
        Password: '12345678',
        Email: 'ops@example',
        TrackingNumber: '顺丰1',
        BoxNumber: 'B 01',
        Weight: '-1',
        Quantity: '2.5',
      }),
    ).toEqual([
      [['Name'], 'CannotBeEmpty'],
      [['UserName'], 'UserNameError'],
      [['Password'], 'PasswordError'],
      [['Email'], 'EmailError'],
      [['TrackingNumber'], 'TheTrackingNumberCannotBeInTextFormat'],
      [['BoxNumber'], 'SpecialCharacterverification'],
      [['Weight'], 'NumberNegative'],
      [['Quantity'], 'NumberErrorFormat'],
    ]);
  });

  it('a missing text field gives CannotBeEmpty, a mistyped one keeps zod\'s type issue', () => {
    const schema = z.object({ Name: zRequiredText, Email: zEmail });
    const result = schema.safeParse({ Email: 42 });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      [['Name'], 'invalid_type'],
      [['Email'], 'invalid_type'],
    ]);
    expect(issues[0]!.message).toBe('CannotBeEmpty');
    expect(issues[1]!.message).not.toBe('CannotBeEmpty');
  });

  it('zBatchSearch and zTrajectoryQuery split and cap the items', () => {
    const schema = z.object({ Numbers: zBatchSearch, Tracks: zTrajectoryQuery });
    expect(schema.parse({ Numbers: 'A,B B', Tracks: 'T1\nT2' })).toEqual({ Numbers: ['A', 'B'], Tracks: ['T1', 'T2'] });
    expect(zBatchSearch.parse(items(200))).toHaveLength(200);
    expect(zTrajectoryQuery.parse('')).toEqual([]);
    expect(issuesOf(schema, { Numbers: items(201), Tracks: items(31) })).toEqual([
      [['Numbers'], 'BatchSearchTooMany'],
      [['Tracks'], 'TrajectoryQueryTooMany'],
    ]);
  });
});

describe('fields judged by the phone code', () => {
  const contact = refinePhoneFields(
    z.object({
      PhoneCode: z.string().optional(),
      Phone: z.string().optional(),
      Landline: z.string().optional(),
      IdCard: z.string().optional(),
    }),
    { phoneCode: 'PhoneCode', mobile: 'Phone', fixedPhone: 'Landline', idCard: 'IdCard' },
  );

  it('passes values that fit the code', () => {
    const hk = { PhoneCode: '852', Phone: '51234567', Landline: '21234567', IdCard: 'A123456(3)' };
    expect(contact.parse(hk)).toEqual(hk);
    expect(contact.parse({ PhoneCode: '86', Phone: '13812345678' })).toEqual({ PhoneCode: '86', Phone: '13812345678' });
  });

  it('reports each failing field with its key and path', () => {
    expect(
      issuesOf(contact, { PhoneCode: '86', Phone: '51234567', Landline: '21234567', IdCard: '110105194912310021' }),
    ).toEqual([
      [['Phone'], 'PhoneError'],
      [['Landline'], 'FixedTelephoneError'],
      [['IdCard'], 'IdCardError'],
    ]);
  });

  it('phoneFieldIssues works on plain form values too', () => {
    const form = { PhoneCode: 853, Mobile: '51234567', Id: '1234567(8)' };
    expect(phoneFieldIssues(form, { phoneCode: 'PhoneCode', mobile: 'Mobile', idCard: 'Id' })).toEqual([
      { path: ['Mobile'], message: 'PhoneError' },
    ]);
    expect(phoneFieldIssues({ ...form, Mobile: '61234567' }, { phoneCode: 'PhoneCode', mobile: 'Mobile', idCard: 'Id' })).toEqual([]);
  });

  it('refineConfirmPassword reports on the confirmation field', () => {
    const schema = refineConfirmPassword(z.object({ Password: zPassword, ConfirmPassword: z.string() }), {
      password: 'Password',
      confirm: 'ConfirmPassword',
    });
    expect(schema.parse({ Password: 'abc123', ConfirmPassword: 'abc123' })).toEqual({
      Password: 'abc123',
      ConfirmPassword: 'abc123',
    });
    expect(issuesOf(schema, { Password: 'abc123', ConfirmPassword: 'abc124' })).toEqual([
      [['ConfirmPassword'], 'ConfirmPasswordError'],
    ]);
  });
});
