/**
 * Paying through Razorpay (decision 074): what the API answers with and what the host's form says of it. Each is
 * said when it is used: in English on the server, whose `{message}` the client says again in the reader's language.
 */
import { t } from './i18n.ts';
import { keep } from './kept-text.ts';

export const gatewayTexts = {
  /** A post or a registration asked for Razorpay where the campus has not set it up. */
  notSetUp: () => t('Payment through Razorpay is not set up on this campus: choose another payment method.'),
  /** The payment link of a registration whose event is paid another way. */
  notRazorpay: () => t('This registration is not paid through Razorpay.'),
  /** The payment link of a registration that owes nothing now (paid, cancelled, on the waitlist). */
  nothingToPay: () => t('Nothing is left to pay for this registration.'),
  /** Razorpay did not answer, or refused. */
  unreachable: () => t('Razorpay could not be reached: try again in a minute.'),
  /** The host's form: the choice, and what it means. */
  choice: () => t('Razorpay'),
  choiceHint: () => t('Each student pays on Razorpay’s page for their seat; the seat is theirs as soon as Razorpay says it is paid.'),
};

/**
 * What the host is told of money Razorpay took that Quad did not count (decision 074), kept to be said in the
 * host's language when read (the `t` here keeps the template and its values, as `notices` does in messages.ts).
 */
export const gatewayNotices = ((t: typeof keep) => ({
  wrongAmount: (name: string, title: string, amount: string, left: string) =>
    t(
      'Razorpay received {amount} from {name} for "{title}", but {left} was owed, so the seat was not confirmed. Confirm it yourself, or refund the payment from Razorpay’s dashboard.',
      { name, title, amount, left },
    ),
  notOwed: (name: string, title: string, amount: string) =>
    t(
      'Razorpay received {amount} from {name} for "{title}" after the seat stopped waiting for a payment. Refund it from Razorpay’s dashboard unless it is owed.',
      { name, title, amount },
    ),
}))(keep);
