import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import ProductCards from '@site/src/components/landing/ProductCards';
import CommonTasks from '@site/src/components/landing/CommonTasks';
import SearchEntry from '@site/src/components/landing/SearchEntry';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'landing.title', message: 'OpenCSG 文档中心'})}
      description={translate({
        id: 'landing.description',
        message: '学习使用 OpenCSG 社区与私有化部署的 CSGHub：模型、数据集、推理、微调、CSGShip 与 AgenticHub。',
      })}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            <Translate id="landing.hero.title">OpenCSG 文档中心</Translate>
          </Heading>
          <p className={styles.tagline}>
            <Translate id="landing.hero.tagline">
              托管、部署和使用大模型所需的一切：从上传第一个模型，到在自己的集群上运行 CSGHub。
            </Translate>
          </p>
          <SearchEntry />
        </div>
      </header>
      <main className="container margin-vert--xl">
        <section aria-labelledby="products-heading" className="margin-bottom--xl">
          <Heading as="h2" id="products-heading">
            <Translate id="landing.products.heading">产品文档</Translate>
          </Heading>
          <ProductCards />
        </section>
        <section aria-labelledby="tasks-heading">
          <Heading as="h2" id="tasks-heading">
            <Translate id="landing.tasks.heading">常见任务</Translate>
          </Heading>
          <CommonTasks />
        </section>
      </main>
    </Layout>
  );
}
