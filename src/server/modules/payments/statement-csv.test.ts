/** Reading bank statements as banks and UPI apps export them, and matching their credits (decision 073). */
import { describe, expect, it } from 'vitest';
import { detectColumns, fingerprints, moneyOf, readStatement, StatementError, type StatementCredit } from './statement-csv.ts';
import { StatementMatcher, type Payable } from './statement-matching.ts';

const credits = (csv: string, columns?: Parameters<typeof readStatement>[1]) => {
  const read = readStatement(csv, columns);
  if (!read.ok) throw new Error(`not read: ${read.headers.join(', ')}`);
  return read;
};

describe('reading a statement', () => {
  it('finds the header below the account lines, reads credits only, tolerates a BOM, CRLF and Indian amounts', () => {
    const csv = [
      '\uFEFFAccount Name : ASHA VERMA',
      'Account Number : XXXXXXXX4321',
      'Statement From : 01/11/2026 To : 30/11/2026',
      '',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      '03/11/2026,03/11/2026,UPI/412345678901/qd 7k2m9 fest/okaxis,412345678901,,"1,200.00","5,200.00"',
      '04/11/2026,04/11/2026,ATM WDL,000123,500.00,,"4,700.00"',
      '05/11/2026,05/11/2026,NEFT-RAHUL-QD-ABCDE,N123,,₹400,"5,100.00"',
      ',,Closing balance,,,,"5,100.00"',
    ].join('\r\n');
    const read = credits(csv);
    expect(read.columns).toEqual({ date: 'Txn Date', narration: 'Description', reference: 'Ref No./Cheque No.', debit: 'Debit', credit: 'Credit' });
    expect(read.unknownColumns).toEqual(['Value Date', 'Balance']);
    expect(read.credits).toEqual([
      { line: 6, date: '03/11/2026', amount: 1200, narration: 'UPI/412345678901/qd 7k2m9 fest/okaxis', reference: '412345678901' },
      { line: 8, date: '05/11/2026', amount: 400, narration: 'NEFT-RAHUL-QD-ABCDE', reference: 'N123' },
    ]);
    expect(read.skipped).toBe(2);
  });

  it('reads one amount column with a Cr/Dr column, or with Cr and Dr written beside the amount', () => {
    const typed = credits('Date,Narration,Amount,Cr/Dr\n01-11-2026,UPI QD-7K2M9,400.00,CR\n02-11-2026,SHOP,90.00,DR\n');
    expect(typed.credits.map((c) => c.amount)).toEqual([400]);
    const suffixed = credits('Transaction Date;Particulars;Amount (INR)\n01 Nov 2026;QD-7K2M9;400.00 Cr\n02 Nov 2026;SHOP;90.00 Dr\n03 Nov 2026;REFUND;-20\n');
    expect(suffixed.credits.map((c) => [c.date, c.amount])).toEqual([['01 Nov 2026', 400]]);
    expect(suffixed.skipped).toBe(2);
  });

  it('names the header it found when its columns cannot be told, and reads them once the host chooses', () => {
    const csv = 'Bank export\nWhen,What,In,Out\n2026-11-01,QD-7K2M9 fest,400,\n';
    expect(readStatement(csv)).toEqual({ ok: false, headers: ['When', 'What', 'In', 'Out'] });
    const read = credits(csv, { date: 'When', narration: 'what', credit: 'In', debit: 'Out' });
    expect(read.credits).toEqual([{ line: 3, date: '2026-11-01', amount: 400, narration: 'QD-7K2M9 fest', reference: '' }]);
    expect(() => readStatement(csv, { date: 'Posted' })).toThrow(StatementError);
  });

  it('refuses a statement of too many rows', () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => `2026-11-01,row ${i},1`);
    expect(() => readStatement(['Date,Narration,Amount', ...rows].join('\n'))).toThrow(/more than 5000 rows/);
  });

  it('reads money as banks write it', () => {
    expect(moneyOf('1,200.00')).toEqual({ amount: 1200, debit: null });
    expect(moneyOf('₹ 1,00,000')).toEqual({ amount: 100000, debit: null });
    expect(moneyOf('Rs. 250.5')).toEqual({ amount: 250.5, debit: null });
    expect(moneyOf('(250.00)')).toEqual({ amount: 250, debit: true });
    expect(moneyOf('400 Cr')).toEqual({ amount: 400, debit: false });
    expect(moneyOf('Dr 90')).toEqual({ amount: 90, debit: true });
    expect(moneyOf('Closing balance')).toBeNull();
  });

  it('knows the usual names of the columns', () => {
    expect(detectColumns(['Tran Date', 'Chq No', 'Particulars', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'])).toEqual({
      date: 0,
      reference: 1,
      narration: 2,
      debit: 3,
      credit: 4,
    });
    expect(detectColumns(['Value Dt', 'Txn Posted Date', 'Transaction Remarks', 'UTR Number', 'Amount', 'Dr / Cr'])).toEqual({
      date: 1,
      narration: 2,
      reference: 3,
      amount: 4,
      type: 5,
    });
  });

  it('fingerprints a row by its fields and its place among identical rows', () => {
    const row: StatementCredit = { line: 2, date: '01/11/2026', amount: 400, narration: 'UPI QD-7K2M9', reference: '' };
    const [a, b, c] = fingerprints([row, { ...row, line: 3 }, { ...row, amount: 401 }]);
    expect(a).not.toBe(b);
    expect(fingerprints([{ ...row, line: 9 }])[0]).toBe(a);
    expect(c).not.toBe(a);
  });
});

describe('matching credits to registrations', () => {
  const reg = (over: Partial<Payable>): Payable => ({
    id: 'r',
    name: 'Asha',
    status: 'awaiting_payment',
    total_price: 400,
    amount_paid: 0,
    payment_reference: null,
    transaction_id: null,
    ...over,
  });
  const row = (narration: string, amount: number, reference = ''): StatementCredit => ({ line: 1, date: '01/11/2026', amount, narration, reference });

  it('settles by reference first, then by the UTR for the exact amount, and counts what earlier rows did', () => {
    const m = new StatementMatcher([
      reg({ id: 'a', payment_reference: 'QD-7K2M9' }),
      reg({ id: 'b', payment_reference: 'QD-ABCDE', transaction_id: 'UTR 412345678901' }),
      reg({ id: 'c', payment_reference: 'QD-HJKMN', status: 'cancelled' }),
      reg({ id: 'd', payment_reference: 'QD-PQRST' }),
    ]);
    expect(m.settle(row('UPI/999999999999/qd 7k2m9 fest/okaxis', 400))).toMatchObject({ outcome: 'matched', registrationId: 'a', action: 'confirm' });
    expect(m.settle(row('UPI/999999999999/qd 7k2m9 again', 400))).toMatchObject({ outcome: 'duplicate', registrationId: 'a', refund: 400 });
    expect(m.settle(row('IMPS transfer', 300, '412345678901'))).toMatchObject({ outcome: 'unmatched', registrationId: 'b', why: 'utr-amount' });
    expect(m.settle(row('UPI/412345678901/friend', 400))).toMatchObject({ outcome: 'matched', registrationId: 'b' });
    expect(m.settle(row('QD HJKMN', 400))).toMatchObject({ outcome: 'cancelled', refund: 400 });
    expect(m.settle(row('QD-PQRST part', 150))).toMatchObject({ outcome: 'underpaid', action: 'part', owed: 400 });
    expect(m.settle(row('QD-PQRST rest', 300))).toMatchObject({ outcome: 'overpaid', action: 'confirm', owed: 250, refund: 50 });
    expect(m.settle(row('Salary', 400))).toMatchObject({ outcome: 'unmatched', registrationId: null, why: 'no-match' });
  });

  it('takes no UTR that two registrants gave', () => {
    const m = new StatementMatcher([reg({ id: 'a', transaction_id: '412345678901' }), reg({ id: 'b', transaction_id: '412345678901' })]);
    expect(m.settle(row('UPI/412345678901', 400))).toMatchObject({ outcome: 'unmatched', why: 'utr-shared' });
  });
});
