#include "cli/cli.h"

int main(int argc, char** argv) { return gfxsim::cli::main(argc, argv); }
