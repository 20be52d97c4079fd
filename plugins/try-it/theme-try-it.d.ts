// The theme components of plugins/try-it, as other plugins' components import them (`@theme/…`).
declare module '@theme/TryItButton' {
  import type {ReactNode} from 'react';
  import type {OperationData} from '@site/plugins/api-reference/client';

  export default function TryItButton(props: {readonly operation: OperationData}): ReactNode;
}
