import { InboundDocumentListPage } from './InboundDocumentListPage.tsx';

/** Warehouse → inbound documents of every customer of the site, with inspection and finishing. */
export default function InboundDocumentsIndex() {
  return <InboundDocumentListPage side="backstage" />;
}
