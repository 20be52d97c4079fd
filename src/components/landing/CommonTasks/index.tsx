import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useDocPaths} from '../docPaths';
import styles from './styles.module.css';

interface Task {
  readonly label: string;
  /** The first existing doc wins: the detailed page once written, else the overview. */
  readonly docIds: readonly string[];
}

function useTasks(): Task[] {
  return [
    {
      label: translate({id: 'landing.tasks.install', message: '安装 CSGHub'}),
      docIds: ['csghub/101/install/by_helm', 'csghub/101/getting_started'],
    },
    {
      label: translate({id: 'landing.tasks.uploadModel', message: '上传模型'}),
      docIds: ['model/model_upload'],
    },
    {
      label: translate({id: 'landing.tasks.endpoint', message: '部署专属推理实例'}),
      docIds: ['inferencefinetune/endpoint_create'],
    },
    {
      label: translate({id: 'landing.tasks.finetune', message: '微调模型'}),
      docIds: ['inferencefinetune/finetune_create'],
    },
    {
      label: translate({id: 'landing.tasks.codesouler', message: '安装 CodeSouler'}),
      docIds: ['starship/codesouler/installation'],
    },
  ];
}

/** The tasks readers come for most, each linking to the page that walks through it. */
export default function CommonTasks(): ReactNode {
  const paths = useDocPaths();
  const tasks = useTasks().flatMap((task) => {
    const docId = task.docIds.find((id) => paths.has(id));
    return docId ? [{label: task.label, to: paths.get(docId)!}] : [];
  });
  return (
    <ol className={styles.list}>
      {tasks.map((task) => (
        <li key={task.to} className={styles.item}>
          <Link to={task.to} className={styles.link}>
            {task.label}
          </Link>
        </li>
      ))}
    </ol>
  );
}
