import { type FormEvent, useId, useRef, useState } from 'react';
import { Users } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { type PersonAccount, ROLES, type Role } from '../../../../shared/schemas/people.ts';
import badges from '../../../components/badge.module.css';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import fields from '../../../components/form.module.css';
import { useDialog } from '../../../components/dialog-context.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { liftSuspension, setRole, suspendAccount, warnAccount } from '../api/people-api.ts';
import { usePeople, usePersonAction } from '../hooks/use-people.ts';
import styles from './admin-panel.module.css';

const T = MESSAGES.people;

/** A date-time input's value (local time) a day from now. */
const tomorrowLocal = () => {
  const d = new Date(Date.now() + 86_400_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function Person({ person, self }: { person: PersonAccount; self: boolean }) {
  const showDialog = useDialog();
  const toast = useToast();
  const warning = useRef('');
  const until = useRef('');
  const reason = useRef('');
  const ids = { role: useId(), warning: useId(), until: useId(), reason: useId() };
  const [role, setChosen] = useState<Role>(person.role);
  const act = usePersonAction(async (run: () => Promise<unknown>) => run());
  const busy = act.isPending;

  /** `done`: the fixed text said when it worked, in the reader's language. */
  const run = (call: () => Promise<unknown>, done: string) => act.mutate(call, { onSuccess: () => toast(t(done)) });

  const onWarn = async () => {
    warning.current = '';
    const ok = await showDialog({
      title: t('Warn {name}', { name: person.name }),
      message: (
        <>
          <label htmlFor={ids.warning} className={styles.dialogLine}>
            {t(T.warningLabel)}
          </label>
          <textarea id={ids.warning} className={cx(fields.input, fields.textarea)} rows={3} maxLength={500} onChange={(e) => (warning.current = e.target.value)} />
        </>
      ),
      confirmText: t(T.warn),
      ask: true,
    });
    if (ok) run(() => warnAccount(person._id, warning.current), T.warned);
  };
  const onSuspend = async () => {
    until.current = tomorrowLocal();
    reason.current = '';
    const ok = await showDialog({
      title: t('Suspend {name}', { name: person.name }),
      message: (
        <>
          <label htmlFor={ids.until} className={styles.dialogLine}>
            {t(T.suspendUntilLabel)}
          </label>
          <input id={ids.until} className={fields.input} type="datetime-local" defaultValue={until.current} onChange={(e) => (until.current = e.target.value)} />
          <label htmlFor={ids.reason} className={styles.dialogLine}>
            {t(T.suspendReasonLabel)}
          </label>
          <textarea id={ids.reason} className={cx(fields.input, fields.textarea)} rows={2} maxLength={300} onChange={(e) => (reason.current = e.target.value)} />
        </>
      ),
      confirmText: t(T.suspend),
      destructive: true,
      ask: true,
    });
    const end = new Date(until.current);
    if (ok) run(() => suspendAccount(person._id, Number.isNaN(end.getTime()) ? until.current : end.toISOString(), reason.current), T.suspendedDone);
  };

  return (
    <li className={styles.item} aria-label={person.name}>
      <div className={styles.head}>
        <span className={badges.badge}>{t(MESSAGES.roleNames[person.role])}</span>
        {person.suspendedUntil && <span className={cx(badges.badge, badges.danger)}>{T.suspendedUntil(person.suspendedUntil)}</span>}
      </div>
      <h3 className={styles.title}>
        {self ? t('{name} (you)', { name: person.name }) : person.name}
      </h3>
      <p className={styles.meta}>
        <span>{person.email}</span>
        {person.suspensionReason && <span>{MESSAGES.suspensionBannerReason(person.suspensionReason)}</span>}
      </p>
      {act.isError && <p role="alert" className={styles.error}>{errorMessage(act.error)}</p>}
      {!self && (
        <div className={styles.actions}>
          <label htmlFor={ids.role}>{t(T.role)}</label>
          <select id={ids.role} className={fields.input} value={role} onChange={(e) => setChosen(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(MESSAGES.roleNames[r])}
              </option>
            ))}
          </select>
          <Button size="sm" disabled={busy || role === person.role} onClick={() => run(() => setRole(person._id, role), T.roleDone)}>
            {T.makeRole(MESSAGES.roleNames[role])}
          </Button>
          {person.role !== 'admin' && (
            <>
              <Button size="sm" disabled={busy} onClick={() => void onWarn()}>
                {t(T.warn)}
              </Button>
              {person.suspendedUntil ? (
                <Button size="sm" disabled={busy} onClick={() => run(() => liftSuspension(person._id), T.liftedDone)}>
                  {t(T.lift)}
                </Button>
              ) : (
                <Button variant="danger" size="sm" disabled={busy} onClick={() => void onSuspend()}>
                  {t(T.suspend)}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** The admin's People section (decision 044): find an account; its role, warnings and suspension. */
export function PeopleSection({ viewerId }: { viewerId: string | null }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const found = usePeople(query);
  const inputId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setQuery(text.trim());
  };

  let body = null;
  if (query.length > 0 && query.length < 2) body = <p role="alert" className={styles.error}>{t(MESSAGES.peopleSearchTooShort)}</p>;
  else if (found.isPending && query) body = <p aria-busy="true">{t('Loading…')}</p>;
  else if (found.isError) body = <p role="alert" className={styles.error}>{errorMessage(found.error)}</p>;
  else if (found.data && found.data.length === 0) body = <EmptyState compact text={t(T.none)} />;
  else if (found.data)
    body = (
      <ul className={styles.list} aria-label={t('People found')}>
        {found.data.map((person) => (
          <Person key={person._id} person={person} self={person._id === viewerId} />
        ))}
      </ul>
    );

  return (
    <Card title={t(T.title)} icon={<Users aria-hidden="true" size={18} />}>
      <form role="search" onSubmit={onSubmit} className={styles.actions}>
        <label htmlFor={inputId}>{t(T.searchLabel)}</label>
        <input id={inputId} className={fields.input} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" size="sm">
          {t(T.search)}
        </Button>
      </form>
      {body}
    </Card>
  );
}
