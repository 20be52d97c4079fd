import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '../../CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page: the stock content, with "Copy page" (its Markdown twin) above it. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
