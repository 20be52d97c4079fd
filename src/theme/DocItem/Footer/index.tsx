/**
 * Original source (the stock footer: tags, edit link, "Last updated on …"; wrapped through
 * @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Footer/index.tsx
 * Reason for overriding: adds, right under the date, the CSGHub release the page holds for (front
 * matter `csghub_version`): "适用于 CSGHub v1.10" / "Checked against CSGHub v1.10".
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {CheckedRelease} from '@site/src/components/global/PageHistory';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <CheckedRelease />
    </>
  );
}
