import { describe, expect, it } from 'vitest';
import {
  bankid,
  BankIdAuthBodyModel,
  BankIdCollectReplyModel,
  BankIdSelectUserBodyModel,
  SmsCodeRequestModel,
  SmsCodeValidateModel,
} from '../../src/contracts/bankid';
import { buildPath } from '../../src/contracts/endpoint';

describe('BankID and SMS contracts', () => {
  it('describes the spec’s calls', () => {
    expect([bankid.start.method, bankid.start.path]).toEqual(['POST', '/api/bankidauth']);
    expect(buildPath(bankid.collect.path, { orderRef: '131daac9-16c6-4618-beb0-365768f37288' })).toBe(
      '/api/bankidauth/collect/131daac9-16c6-4618-beb0-365768f37288',
    );
    expect([bankid.cancel.method, bankid.cancel.path]).toEqual(['DELETE', '/api/bankidauth/cancel/:orderRef']);
    expect([bankid.selectUser.method, bankid.selectUser.path]).toEqual(['POST', '/api/bankidauth/selectuser']);
    expect(bankid.requestSmsCode.path).toBe('/api/authenticate/requestSMSVerificationCode');
    expect(bankid.validateSmsCode.path).toBe('/api/authenticate/validateSMSVerificationCode');
    for (const d of Object.values(bankid)) expect(d.id).toMatch(/^bankid\./);
  });

  it('takes Type 0, 1 or 2 and an optional 12-digit personal number', () => {
    expect(BankIdAuthBodyModel.guard({ Type: 1 })).toBe(true);
    expect(BankIdAuthBodyModel.guard({ Type: 0, PersNr: '198505171234' })).toBe(true);
    expect(BankIdAuthBodyModel.guard({ Type: 3 })).toBe(false);
    expect(BankIdAuthBodyModel.guard({ Type: 1, PersNr: '19850517-1234' })).toBe(false);
    expect(BankIdAuthBodyModel.guard({ Type: '1' })).toBe(false);
  });

  it('refuses an order reference that is not a UUID in the path', () => {
    expect(bankid.collect.params!.guard({ orderRef: '../../me' })).toBe(false);
  });

  it('checks the collect reply field by field', () => {
    const ok = {
      UsersList: [{ Login: 'a', Roll: 'PER', Namn: 'A', BankIDToken: 't' }],
      Completed: true,
      Cancelled: false,
      Message: '',
      QRCodeDataURL: '',
      PendingStart: false,
      Rfa: '',
      HintCode: '',
    };
    expect(BankIdCollectReplyModel.guard(ok)).toBe(true);
    expect(BankIdCollectReplyModel.guard({ ...ok, UsersList: [{ Login: 'a', Roll: 'BOSS', Namn: 'A', BankIDToken: 't' }] })).toBe(false);
    expect(BankIdCollectReplyModel.guard({ ...ok, Completed: 'yes' })).toBe(false);
  });

  it('accepts only well-formed tokens and SMS codes of 4 characters', () => {
    expect(BankIdSelectUserBodyModel.guard({ BankIDToken: 'x'.repeat(43), Login: 'a@b.se', Type: 1 })).toBe(true);
    expect(BankIdSelectUserBodyModel.guard({ BankIDToken: 'short', Login: 'a@b.se', Type: 1 })).toBe(false);
    expect(SmsCodeRequestModel.guard({ Purpose: 'login', Login: 'a@b.se', Password: 'demo1234' })).toBe(true);
    expect(SmsCodeRequestModel.guard({ Purpose: 'company', FtgId: 'FTG1' })).toBe(true);
    expect(SmsCodeRequestModel.guard({ Purpose: 'other' })).toBe(false);
    const v = { Purpose: 'login', Login: 'a@b.se', Password: 'demo1234', AttemptId: 'y'.repeat(43) };
    // sign-in: the password travels with the code too
    expect(SmsCodeValidateModel.guard({ Purpose: 'login', Login: 'a@b.se', AttemptId: 'y'.repeat(43), SMSCode: 'AB3D' })).toBe(false);
    expect(SmsCodeValidateModel.guard({ ...v, SMSCode: 'AB3D' })).toBe(true);
    expect(SmsCodeValidateModel.guard({ ...v, SMSCode: 'AB3' })).toBe(false);
    expect(SmsCodeValidateModel.guard({ ...v, SMSCode: 'AB3DE' })).toBe(false);
  });
});
