import { InboundDocumentListPage } from './InboundDocumentListPage.tsx';

/** Warehousing → the merchant's own inbound documents (also in the phone portal). */
export default function UserInboundDocumentsIndex() {
  return <InboundDocumentListPage side="user" />;
}
