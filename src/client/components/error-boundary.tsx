import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { Button } from './button.tsx';
import styles from './error-boundary.module.css';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes, a shown failure is cleared (for example on a screen change). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Catches render failures below it and shows SPEC §8's message with a retry button. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.fallback}>
        <TriangleAlert aria-hidden="true" size={32} className={styles.icon} />
        <p className={styles.message}>{t(MESSAGES.renderFailure)}</p>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
}
