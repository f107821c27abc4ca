// ERROR: 4:5: error: unexpected byte 0x01
module {
  func.func public @main() {
    
  }
}
