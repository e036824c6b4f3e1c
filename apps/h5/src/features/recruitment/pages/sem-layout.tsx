// The recruitment (SEM) section's layout: the pages of /sem share the page frame and a way back to
// the role choice. Decision of the onboarding issue; see docs/pages.md.
import { Outlet } from '@/lib/routing/router';
import '../components/registration.css';

export default function SemLayout() {
  return (
    <div className="fy-sem">
      <Outlet />
    </div>
  );
}
