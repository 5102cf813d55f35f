import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { changeTypeDrops, MESSAGES } from '../../../../shared/messages.ts';
import { POST_TYPE_LABELS } from '../../../../shared/vocabulary.ts';
import type { Post, PostType } from '../../../../shared/schemas/posts.ts';
import { useDialog } from '../../../components/dialog-context.ts';
import { draftName, readDraft, removeDraft, saveDraft } from '../lib/drafts.ts';
import type { Draft } from '../lib/drafts.ts';
import { emptyForm, formFromPost } from '../lib/form-state.ts';
import type { PostFormState, UpdateForm } from '../lib/form-state.ts';
import { changeType, differs } from '../lib/type-change.ts';

export interface PostFormOptions {
  /** The post being edited; absent for a new post. */
  post: Post | undefined;
  /** The signed-in user whose drafts are kept in the browser; absent keeps no draft. */
  draftOwner: string | undefined;
}

export interface PostFormControl {
  form: PostFormState;
  update: UpdateForm;
  /** Changes the post type, keeping the shared fields and asking before it clears others. */
  setType: (type: PostType) => Promise<void>;
  /** Resolves true when the form may close: nothing typed, or the user chose to discard it (its draft goes). */
  confirmClose: () => Promise<boolean>;
  /** After a successful save: the draft is no longer needed. */
  clearDraft: () => void;
}

/**
 * The post form's state, and what keeps it from being lost (decision 030): a draft in the browser, offered
 * back when the form opens; a question before closing a form with something typed; and a type change that
 * keeps what both types have.
 */
export function usePostForm({ post, draftOwner }: PostFormOptions): PostFormControl {
  const showDialog = useDialog();
  const original = useMemo(() => (post ? formFromPost(post) : null), [post]);
  const [form, setForm] = useState<PostFormState>(() => original ?? emptyForm('confession'));
  // The latest form, for the questions asked after an await.
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  });
  // Drafts are written only once the offer of a saved one is settled, so an empty form never replaces it.
  const [draftsReady, setDraftsReady] = useState(!draftOwner);

  const nameOf = (type: PostType) => (draftOwner ? draftName(draftOwner, post, type) : null);
  const baselineOf = (current: PostFormState) => original ?? emptyForm(current.type);
  const typed = (current: PostFormState) => differs(current, baselineOf(current));

  const askRestore = (draft: Draft) =>
    showDialog({
      ask: true,
      title: t(MESSAGES.restoreDraftTitle),
      message: draft.picturesLeftOut ? `${t(MESSAGES.restoreDraftMessage)} ${t(MESSAGES.draftPicturesNotKept)}` : t(MESSAGES.restoreDraftMessage),
      confirmText: t('Restore'),
      cancelText: t('Discard'),
    });

  // On opening: offer the draft of this form's type (or of this post), if one was kept.
  useEffect(() => {
    const name = nameOf(formRef.current.type);
    if (!name) return undefined;
    const draft = readDraft(name, formRef.current.type);
    if (!draft) {
      setDraftsReady(true);
      return undefined;
    }
    let live = true;
    void askRestore(draft).then((restore) => {
      if (!live) return;
      if (restore) setForm(draft.form);
      else removeDraft(name);
      setDraftsReady(true);
    });
    return () => {
      live = false;
    };
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change is kept at once: a closed tab or a crash loses nothing typed.
  useEffect(() => {
    const name = nameOf(form.type);
    if (!name || !draftsReady) return;
    if (typed(form)) saveDraft(name, form);
    else removeDraft(name);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, draftsReady]);

  const update: UpdateForm = (patch) =>
    setForm((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));

  async function setType(type: PostType) {
    const current = formRef.current;
    if (type === current.type || post) return;
    const fromName = nameOf(current.type);
    const toName = nameOf(type);
    if (toName) {
      const draft = readDraft(toName, type);
      if (draft) {
        if (await askRestore(draft)) {
          // What was typed stays in its own type's draft, offered back when that type is chosen again.
          setForm(draft.form);
          return;
        }
        removeDraft(toName);
      }
    }
    const { next, dropped } = changeType(current, type);
    if (dropped.length > 0) {
      const confirmed = await showDialog({
        ask: true,
        title: t(MESSAGES.changeTypeTitle),
        message: changeTypeDrops(t(POST_TYPE_LABELS[type]), dropped.map((field) => t(field))),
        confirmText: t('Change type'),
        cancelText: t('Keep editing'),
      });
      if (!confirmed) return;
    }
    setForm(next);
    if (fromName) removeDraft(fromName);
  }

  async function confirmClose() {
    const current = formRef.current;
    const name = nameOf(current.type);
    if (typed(current)) {
      const discard = await showDialog({
        ask: true,
        destructive: true,
        title: t(MESSAGES.discardPostTitle),
        message: t(MESSAGES.discardPostMessage),
        confirmText: t('Discard'),
        cancelText: t('Keep editing'),
      });
      if (!discard) return false;
    }
    if (name) removeDraft(name);
    return true;
  }

  function clearDraft() {
    const name = nameOf(formRef.current.type);
    if (name) removeDraft(name);
  }

  return { form, update, setType, confirmClose, clearDraft };
}
