import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { members } from './member.schema.ts';
import { bookingMember, caller, changeContact, latestCode, PASSWORD, registerByEmail } from './member.test-helpers.ts';

/** Issue 16 point 4: a borrowed session cannot take an account over, and answers do not tell who is a member. */
describeEachDatabase(
  'member identity',
  (ctx) => {
    const call = caller(ctx);
    const db = () => ctx().database.db;
    const kyoto = { host: 'kyoto.localhost' };
    const later = async <T>(ms: number, run: () => Promise<T>) => {
      const start = ctx().clock.now;
      ctx().clock.now = new Date(start.getTime() + ms);
      try {
        return await run();
      } finally {
        ctx().clock.now = start;
      }
    };
    const memberRow = async (memberId: string) =>
      (await db().select().from(members).where(eq(members.memberId, memberId)))[0]!;
    const mailsTo = (address: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

    // 1. E-mail and mobile changes --------------------------------------------------------------------

    it('no longer changes the e-mail or mobile through the profile update, and changes nothing then', async () => {
      const m = await registerByEmail(ctx, 'profile.keep@example.com');
      const profile = {
        title: 'Ms',
        sex: 2,
        firstName: 'Mei',
        lastName: 'Lin',
        birthday: '1991-03-04',
        email: 'profile.keep@example.com',
        mobileCountryNumber: '86',
        phone: '13711110001',
      };
      const byEmail = await call('PUT', '/member/memberInfo', m.token, { ...profile, email: 'thief@example.com' });
      expect(byEmail.statusCode).toBe(403);
      expect(byEmail.json()).toMatchObject({
        errorCode: ErrorCode.contactChangeNeedsVerification,
        data: { field: 'email' },
      });
      const byPhone = await call('PUT', '/member/memberInfo', m.token, { ...profile, firstName: 'X' });
      expect(byPhone.json()).toMatchObject({
        errorCode: ErrorCode.contactChangeNeedsVerification,
        data: { field: 'phone' },
      });
      const row = await memberRow(m.memberId);
      expect(row).toMatchObject({ email: 'profile.keep@example.com', phone: null, firstName: '' });
      // Without them, or with the member's own (what the profile form sends back), the rest is saved.
      const { phone: _phone, mobileCountryNumber: _area, ...rest } = profile;
      const saved = await call('PUT', '/member/memberInfo', m.token, { ...rest, firstName: 'May' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await memberRow(m.memberId)).toMatchObject({ firstName: 'May', phone: null });
    });

    it('changes the e-mail only with the password and a code sent to the new address, and tells the old one in the member’s language', async () => {
      const ko = { 'accept-language': 'ko-KR' };
      await call('POST', '/member/captcha', null, { purpose: 'register', email: 'old.mail@example.com' }, ko);
      const registered = await call(
        'POST',
        '/member/register',
        null,
        {
          email: 'old.mail@example.com',
          code: await latestCode(db(), 'old.mail@example.com'),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptAgreement: true,
          acceptPrivacy: true,
        },
        ko,
      );
      const { token, member } = registered.json().data as { token: string; member: { memberId: string } };
      const target = { email: 'new.mail@example.com' };

      // No password or a wrong one: no code is sent, and the wrong one counts like a sign-in failure.
      const noPassword = await call('POST', '/member/contact/code', token, target);
      expect(noPassword.json().errorCode).toBe(ErrorCode.validationError);
      const wrong = await call('POST', '/member/contact/code', token, { ...target, password: 'Wrong@2026x' });
      expect(wrong.json()).toMatchObject({
        errorCode: ErrorCode.oldPasswordWrong,
        data: { field: 'password', remainingAttempts: 5 },
      });
      expect(await mailsTo('new.mail@example.com')).toHaveLength(0);
      expect((await memberRow(member.memberId)).failedLogins).toBe(1);

      const sent = await call('POST', '/member/contact/code', token, { ...target, password: PASSWORD });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      expect((await memberRow(member.memberId)).failedLogins).toBe(0);
      const code = await latestCode(db(), 'new.mail@example.com');

      // Nothing changes before the code is confirmed; a wrong code, or the code without the password, is refused.
      expect((await memberRow(member.memberId)).email).toBe('old.mail@example.com');
      const badCode = await call('POST', '/member/contact/change', token, {
        ...target,
        password: PASSWORD,
        code: wrongCode(code),
      });
      expect(badCode.json().errorCode).toBe(ErrorCode.emailCodeWrong);
      const badPassword = await call('POST', '/member/contact/change', token, {
        ...target,
        password: 'Wrong@2026x',
        code,
      });
      expect(badPassword.json().errorCode).toBe(ErrorCode.oldPasswordWrong);
      expect((await memberRow(member.memberId)).email).toBe('old.mail@example.com');

      const changed = await call('POST', '/member/contact/change', token, { ...target, password: PASSWORD, code });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.email).toBe('new.mail@example.com');
      expect((await memberRow(member.memberId)).email).toBe('new.mail@example.com');

      const [notice] = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, 'old.mail@example.com'), like(mailOutbox.textBody, '%n***@example.com%')));
      expect(notice, 'the old address is told').toBeDefined();
      expect(notice!.textBody).toMatch(/[\uac00-\ud7af]/);
      expect(notice!.textBody).not.toContain('new.mail@example.com');

      const again = await call('POST', '/member/contact/change', token, { ...target, password: PASSWORD, code });
      expect(again.json().errorCode).toBe(ErrorCode.contactUnchanged);
      const byNew = await call('POST', '/member/login', null, { account: 'new.mail@example.com', password: PASSWORD });
      expect(byNew.statusCode, byNew.body).toBe(200);
      const byOld = await call('POST', '/member/login', null, { account: 'old.mail@example.com', password: PASSWORD });
      expect(byOld.json().errorCode).toBe(ErrorCode.accountOrPasswordWrong);
    });

    it('changes the mobile with a code sent by SMS to the new number and tells the old number by SMS', async () => {
      const m = await bookingMember(ctx, 'mobile.mover', '13722220001');
      // Adding the first mobile told the member's e-mail.
      expect((await mailsTo(m.email)).some((mail) => mail.textBody.includes('+86 137****0001'))).toBe(true);
      await later(61_000, () => changeContact(ctx, m.token, { mobileCountryNumber: '81', phone: '9011112222' }));
      expect(await memberRow(m.memberId)).toMatchObject({ mobileCountryNumber: '81', phone: '9011112222' });
      const told = await mailsTo('sms:86 13722220001');
      expect(told.some((sms) => sms.textBody.includes('+81 901***2222'))).toBe(true);
      const login = await call('POST', '/member/login', null, { account: '81 9011112222', password: PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
    });

    it('binds the code to the member who asked: another member cannot use it, and a taken address gets no code', async () => {
      const a = await registerByEmail(ctx, 'binder.a@example.com');
      const b = await registerByEmail(ctx, 'binder.b@example.com');
      await call('POST', '/member/contact/code', a.token, { email: 'shared@example.com', password: PASSWORD });
      const code = await latestCode(db(), 'shared@example.com');
      const stolen = await call('POST', '/member/contact/change', b.token, {
        email: 'shared@example.com',
        password: PASSWORD,
        code,
      });
      expect(stolen.json().errorCode).toBe(ErrorCode.reacquireEmailCode);
      expect((await memberRow(b.memberId)).email).toBe('binder.b@example.com');

      // Moving to the demo member's address: the same answer as for a free address, but no code is sent.
      const taken = await call('POST', '/member/contact/code', b.token, {
        email: DEMO_MEMBER.email,
        password: PASSWORD,
      });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const [toOwner] = await mailsTo(DEMO_MEMBER.email);
      expect(toOwner!.textBody).toMatch(/already belongs to an account/);
      expect(toOwner!.textBody).not.toMatch(/\b\d{6}\b/);
      const guessed = await call('POST', '/member/contact/change', b.token, {
        email: DEMO_MEMBER.email,
        password: PASSWORD,
        code: '123456',
      });
      expect(guessed.json().errorCode).toBe(ErrorCode.emailCodeWrong);
      expect((await memberRow(DEMO_MEMBER.memberId)).email).toBe(DEMO_MEMBER.email);
    });

    // 2. Password change and account deletion lock like sign-in -----------------------------------------

    it('locks the account after 6 wrong current passwords on password change, then refuses it and sign-in', async () => {
      const { token, memberId } = await registerByEmail(ctx, 'pw.guess@example.com');
      const change = (oldPassword: string) =>
        call('POST', '/member/passwordModify', token, {
          oldPassword,
          newPassword: 'Fresh@2026b',
          confirmPassword: 'Fresh@2026b',
        });
      const answers: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = (await change(`Guess@2026${i}`)).json();
        answers.push([answer.errorCode, answer.data?.remainingAttempts]);
      }
      expect(answers).toEqual([
        [ErrorCode.oldPasswordWrong, 5],
        [ErrorCode.oldPasswordWrong, 4],
        [ErrorCode.oldPasswordWrong, 3],
        [ErrorCode.oldPasswordWrong, 2],
        [ErrorCode.oldPasswordWrong, 1],
        [ErrorCode.tooManyLoginFailures, undefined],
      ]);
      const locked = await change(PASSWORD);
      expect(locked.statusCode).toBe(423);
      expect(locked.json().errorCode).toBe(ErrorCode.accountLocked);
      const row = await memberRow(memberId);
      expect(row.lockedUntil!.getTime() - ctx().clock.now.getTime()).toBe(30 * 60_000);
      const signIn = await call('POST', '/member/login', null, { account: 'pw.guess@example.com', password: PASSWORD });
      expect(signIn.json().errorCode).toBe(ErrorCode.accountLocked);
      const contact = await call('POST', '/member/contact/code', token, { email: 'x@example.com', password: PASSWORD });
      expect(contact.json().errorCode).toBe(ErrorCode.accountLocked);
      const after = await later(30 * 60_000 + 1, () => change(PASSWORD));
      expect(after.statusCode, after.body).toBe(200);
    });

    it('counts wrong passwords on account deletion with sign-in’s on the 3-attempt site, and keeps a locked account', async () => {
      const { token, memberId } = await registerByEmail(ctx, 'delete.guess@example.com');
      const signIn = await call(
        'POST',
        '/member/login',
        null,
        { account: 'delete.guess@example.com', password: 'Wrong@2026x' },
        kyoto,
      );
      expect(signIn.json().data.remainingAttempts).toBe(2);
      const remove = (password: string) => call('DELETE', '/member/account', token, { password }, kyoto);
      const first = (await remove('Wrong@2026y')).json();
      expect(first).toMatchObject({ errorCode: ErrorCode.oldPasswordWrong, data: { remainingAttempts: 1 } });
      expect((await remove('Wrong@2026z')).json().errorCode).toBe(ErrorCode.tooManyLoginFailures);
      const locked = await remove(PASSWORD);
      expect(locked.json().errorCode).toBe(ErrorCode.accountLocked);
      const row = await memberRow(memberId);
      expect(row.deletedAt).toBeNull();
      expect(row.email).toBe('delete.guess@example.com');
    });

    // 3. Answers do not tell whether an account exists -----------------------------------------------------

    it('answers an unknown account exactly like a known one: attempts left, lock, unlock time', async () => {
      await registerByEmail(ctx, 'known.account@example.com');
      const attempts = async (account: string) => {
        const answers: unknown[] = [];
        for (let i = 0; i < 7; i++) {
          const response = await call('POST', '/member/login', null, { account, password: 'Wrong@2026x' });
          answers.push({ status: response.statusCode, ...(response.json() as object) });
        }
        return answers;
      };
      const known = await attempts('known.account@example.com');
      const unknown = await attempts('nobody.here@example.com');
      expect(unknown).toEqual(known);
      expect(known.at(-1)).toMatchObject({ status: 423, errorCode: ErrorCode.accountLocked });
      const codeLogin = await call('POST', '/member/login', null, { email: 'nobody.here@example.com', code: '123456' });
      expect(codeLogin.json().errorCode).toBe(ErrorCode.accountLocked);
    });

    it('sends a sign-in code answer and countdown for an unknown address like a known one, sending nothing', async () => {
      const ask = (email: string) => call('POST', '/member/captcha', null, { purpose: 'login', email });
      const known = await ask(DEMO_MEMBER.email);
      const unknown = await ask('nobody.code@example.com');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(await mailsTo('nobody.code@example.com')).toHaveLength(0);
      const knownAgain = await ask(DEMO_MEMBER.email);
      const unknownAgain = await ask('nobody.code@example.com');
      expect(unknownAgain.statusCode).toBe(429);
      expect(unknownAgain.json()).toEqual(knownAgain.json());
      const knownCode = await latestCode(db(), DEMO_MEMBER.email);
      const tryCode = (email: string) => call('POST', '/member/login', null, { email, code: wrongCode(knownCode) });
      const knownWrong = await tryCode(DEMO_MEMBER.email);
      const unknownWrong = await tryCode('nobody.code@example.com');
      expect(unknownWrong.json()).toEqual(knownWrong.json());
      expect(knownWrong.json().errorCode).toBe(ErrorCode.emailCodeWrong);
      const phone = await call('POST', '/member/captcha', null, {
        purpose: 'login',
        mobileCountryNumber: '86',
        phone: '13900001111',
      });
      expect(phone.json().errorCode).toBe(0);
      expect(await mailsTo('sms:86 13900001111')).toHaveLength(0);
    });

    it('answers a registration code for a taken address like a free one; only the owner learns it is taken', async () => {
      const ask = (email: string) => call('POST', '/member/captcha', null, { purpose: 'register', email });
      const taken = await ask(DEMO_MEMBER.email);
      const free = await ask('free.address@example.com');
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual(free.json());
      const [toOwner] = await mailsTo(DEMO_MEMBER.email);
      expect(toOwner!.textBody).toMatch(/already belongs to an account/);
      expect(toOwner!.textBody).not.toMatch(/\b\d{6}\b/);
      const register = (email: string) =>
        call('POST', '/member/register', null, {
          email,
          code: '123456',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptAgreement: true,
          acceptPrivacy: true,
        });
      const freeCode = await latestCode(db(), 'free.address@example.com');
      const takenAnswer = await register(DEMO_MEMBER.email);
      const freeAnswer = freeCode === '123456' ? takenAnswer : await register('free.address@example.com');
      expect(takenAnswer.json()).toEqual(freeAnswer.json());
      expect(takenAnswer.json().errorCode).toBe(ErrorCode.emailCodeWrong);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
