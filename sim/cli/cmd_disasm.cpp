// gfxsim disasm CODE_OBJECT            every kernel: descriptor directives and instructions
// gfxsim disasm --raw FILE --target T  a flat binary of instructions
// gfxsim disasm --hex "0x01,0x05 ..." --target T   bytes as llvm-mc --disassemble takes them
#include <boost/program_options.hpp>
#include <cctype>
#include <iostream>

#include "cli/cli.h"
#include "cli/common.h"
#include "disasm/disassembler.h"
#include "disasm/object_printer.h"
#include "isa/description.h"
#include "support/error.h"
#include "support/fileio.h"

namespace gfxsim::cli {

namespace po = boost::program_options;

namespace {

std::vector<uint8_t> parseHexBytes(const std::string& text) {
  std::vector<uint8_t> out;
  size_t i = 0;
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ',' || text[i] == '[' || text[i] == ']') { ++i; continue; }
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) && text[j] != ',' && text[j] != ']') ++j;
    std::string tok = text.substr(i, j - i);
    char* end = nullptr;
    unsigned long v = std::strtoul(tok.c_str(), &end, 0);
    if (tok.empty() || *end || v > 255) throw Error("gfxsim disasm: error: bad byte '" + tok + "'");
    out.push_back(static_cast<uint8_t>(v));
    i = j;
  }
  return out;
}

}  // namespace

int cmdDisasm(const std::vector<std::string>& args) {
  po::options_description opts("gfxsim disasm CODE_OBJECT [options]");
  std::string input, target, hexText, raw;
  opts.add_options()
      ("help,h", "show this help")
      ("input", po::value(&input), "code object to disassemble")
      ("raw", po::value(&raw), "disassemble a flat binary file of instructions (needs --target)")
      ("hex", po::value(&hexText), "disassemble bytes written as 0x.. lists (needs --target)")
      ("target", po::value(&target), "target id for --raw/--hex (code objects name their own)")
      ("wave64", "RDNA: decode as wave64")
      ("show-encoding", "--raw/--hex: print llvm-mc style '; encoding:' comments");
  po::variables_map vm;
  if (!parseCommandLine(args, opts, "input", vm)) return 0;
  if (!raw.empty() || vm.count("hex")) {
    if (target.empty()) throw Error("gfxsim disasm: error: --raw and --hex need --target");
    isa::TargetId id = resolveTarget(target, vm.count("wave64") > 0, "disasm");
    std::vector<uint8_t> bytes = !raw.empty() ? readFileBytes(raw) : parseHexBytes(hexText);
    const auto& d = isa::description(id.info->isaFile);
    disasm::Options o;
    o.wave64 = id.wave64;
    size_t at = 0;
    while (at < bytes.size()) {
      auto dec = disasm::disassembleOne(d, std::span<const uint8_t>(bytes).subspan(at), o);
      std::vector<uint8_t> enc(bytes.begin() + static_cast<long>(at), bytes.begin() + static_cast<long>(at + dec.size));
      if (vm.count("show-encoding")) std::cout << listingLine(dec.text, enc) << "\n";
      else std::cout << "\t" << dec.text << "\n";
      at += dec.size ? dec.size : 4;
    }
    return 0;
  }
  if (input.empty()) throw Error("gfxsim disasm: error: no input file");
  std::cout << disasm::printCodeObject(readFileBytes(input), input);
  return 0;
}

}  // namespace gfxsim::cli
