// The calendar reading thread's entry in the built worker (dist/calendar-read-thread.js, beside
// main.js): core starts it as a worker thread when the worker first reads a calendar.
import "@booking/core/calendar-read-thread";
