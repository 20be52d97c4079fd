import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A search form that works before and without JavaScript: it submits to the search page (?q=).
 */
export default function SearchEntry(): ReactNode {
  const action = useBaseUrl('/search');
  const label = translate({id: 'landing.search.label', message: '搜索文档'});
  return (
    <form className={styles.form} action={action} method="get" role="search">
      <label htmlFor="landing-search" className={styles.label}>
        {label}
      </label>
      <input
        id="landing-search"
        className={styles.input}
        type="search"
        name="q"
        maxLength={64}
        required
        placeholder={translate({id: 'landing.search.placeholder', message: '例如：helm 安装、模型上传、微调'})}
      />
      <button type="submit" className={`button button--secondary ${styles.button}`}>
        {translate({id: 'landing.search.submit', message: '搜索'})}
      </button>
    </form>
  );
}
