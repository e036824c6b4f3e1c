import { AgreementView } from '../components/agreement-view';

export default function AgentContractPage() {
  return <AgreementView id="agent-contract" />;
}
