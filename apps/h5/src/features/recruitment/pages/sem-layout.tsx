// The layout of the /sem routes: it brings the registration stylesheet the section's pages share
// and holds each page in the section's element (which index.html's first screen of /sem/index
// has too); each page draws its own frame.
import { Outlet } from '@/lib/routing/router';
import '../components/registration.css';

export default function SemLayout() {
  return (
    <div className="fy-sem">
      <Outlet />
    </div>
  );
}
