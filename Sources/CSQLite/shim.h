#ifndef LAYOUTLAB_CSQLITE_SHIM_H
#define LAYOUTLAB_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
