import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { petRoutes } from './features/pets/pets.routes';
import { appointmentRoutes } from './features/appointments/appointments.routes';
import { vaccinationRoutes } from './features/vaccinations/vaccinations.routes';
import { medicationRequestRoutes } from './features/medication-requests/medication-requests.routes';
import { medicationRoutes } from './features/medications/medications.routes';
import { reactionRoutes } from './features/reactions/reactions.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { supportRoutes } from './features/support/support.routes';
import { aiAnalysisRoutes } from './features/ai-analysis/ai-analysis.routes';
import { interactionRoutes } from './features/interactions/interactions.routes';
import { doseRoutes } from './features/doses/doses.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { doseLinkRoutes } from './features/reminders/dose-links.routes';

/** Every feature's routes and where they mount: the API's table of contents. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(petRoutes, { prefix: '/api/pets' });
  await app.register(appointmentRoutes, { prefix: '/api' });
  await app.register(vaccinationRoutes, { prefix: '/api/pets' });
  await app.register(medicationRoutes, { prefix: '/api/pets' });
  await app.register(reactionRoutes, { prefix: '/api/pets' });
  await app.register(medicationRequestRoutes, { prefix: '/api/medications' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(supportRoutes, { prefix: '/api/support' });
  await app.register(interactionRoutes, { prefix: '/api/interactions' });
  await app.register(aiAnalysisRoutes, { prefix: '/api/interactions' });
  await app.register(doseRoutes, { prefix: '/api/pets' });
  await app.register(calendarRoutes, { prefix: '/api/calendar' });
  await app.register(doseLinkRoutes, { prefix: '/api/dose-links' });
}
