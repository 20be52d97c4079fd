import React, {useCallback, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {twinPath} from './path';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** Copies text; falls back to a selected textarea where the Clipboard API is unavailable (plain HTTP). */
async function copy(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy refused');
}

/**
 * "Copy page": copies the page as Markdown for an AI assistant, and links to that Markdown. Nothing
 * is sent anywhere else: the site works on air-gapped networks.
 */
export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const twin = twinPath(pathname);
  const [status, setStatus] = useState<Status>('idle');

  const onCopy = useCallback(async () => {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await copy(await response.text());
      setStatus('copied');
    } catch (error) {
      console.error(`[copy page] ${twin} could not be copied:`, error);
      setStatus('failed');
    }
  }, [twin]);

  return (
    <div className={styles.copyPage}>
      <button type="button" className="button button--sm button--secondary" onClick={() => void onCopy()} data-testid="copy-page">
        <Translate id="copyPage.copy">复制页面</Translate>
      </button>
      {/* pathname:// : a file beside the page, not a route of the app (no client routing, no link check). */}
      <Link className="button button--sm button--link" to={`pathname://${twin}`} target="_blank" rel="noopener">
        <Translate id="copyPage.view">查看 Markdown</Translate>
      </Link>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' && translate({id: 'copyPage.copied', message: '已复制为 Markdown'})}
        {status === 'failed' &&
          translate({
            id: 'copyPage.failed',
            message: '无法复制：这个页面的 Markdown 版本不可用（开发服务器上不生成，请运行 npm run build）。',
          })}
      </span>
    </div>
  );
}
