import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {useDocPaths} from '../docPaths';
import styles from './styles.module.css';

interface Product {
  readonly name: string;
  readonly docId: string;
  readonly summary: string;
}

function useProducts(): Product[] {
  return [
    {
      name: translate({id: 'landing.products.community.name', message: '社区教程'}),
      docId: 'intro',
      summary: translate({
        id: 'landing.products.community.summary',
        message: '在 OpenCSG 社区托管模型、数据集、代码和应用空间，并在线推理、微调与评测。',
      }),
    },
    {
      name: 'CSGHub',
      docId: 'csghub/101/introduction',
      summary: translate({
        id: 'landing.products.csghub.summary',
        message: '在自己的服务器或 Kubernetes 集群上私有化部署 CSGHub，并管理它的全部功能。',
      }),
    },
    {
      name: 'CSGShip',
      docId: 'starship/codesouler/codesouler_intro',
      summary: translate({
        id: 'landing.products.csgship.summary',
        message: '企业级编程助手：IDE 中的 CodeSouler、代码审查与安全扫描。',
      }),
    },
    {
      name: 'AgenticHub',
      docId: 'agentichub/agentichub_intro',
      summary: translate({
        id: 'landing.products.agentichub.summary',
        message: '基于模板创建、配置和运行 AI 智能体，面向企业版 CSGHub。',
      }),
    },
  ];
}

/** The four products, one card each, linking to the landing page of their sidebar. */
export default function ProductCards(): ReactNode {
  const paths = useDocPaths();
  return (
    <ul className={styles.grid}>
      {useProducts()
        .filter((product) => paths.has(product.docId))
        .map((product) => (
          <li key={product.docId} className={styles.card}>
            <Link to={paths.get(product.docId)} className={styles.link}>
              <Heading as="h3" className={styles.name}>
                {product.name}
              </Heading>
              <p className={styles.summary}>{product.summary}</p>
            </Link>
          </li>
        ))}
    </ul>
  );
}
