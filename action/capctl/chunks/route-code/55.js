
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_3 = obj["version"]
      if (value_version_3 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_3)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_schema_4 = obj["schema"]
      if (value_schema_4 !== undefined) {
        json += ",\"schema\":"
        json += JSON.stringify(value_schema_4)
      } else {
        throw new Error('"schema" is required!')
      }
      
      const value_schema_hash_5 = obj["schema_hash"]
      if (value_schema_hash_5 !== undefined) {
        json += ",\"schema_hash\":"
        
        if (typeof value_schema_hash_5 !== 'string') {
          if (value_schema_hash_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_schema_hash_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_schema_hash_5.toISOString() + JSON_STR_QUOTE
          } else if (value_schema_hash_5 instanceof RegExp) {
            json += asString(value_schema_hash_5.source)
          } else {
            json += asString(value_schema_hash_5.toString())
          }
        } else {
          json += asString(value_schema_hash_5)
        }
        
      } else {
        throw new Error('"schema_hash" is required!')
      }
      
      const value_created_at_6 = obj["created_at"]
      if (value_created_at_6 !== undefined) {
        json += ",\"created_at\":"
        json += asDateTime(value_created_at_6)
      } else {
        throw new Error('"created_at" is required!')
      }
      
      const value_revision_id_7 = obj["revision_id"]
      if (value_revision_id_7 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_7 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_7 === "string" ||
            value_revision_id_7 === null ||
            value_revision_id_7 instanceof Date ||
            value_revision_id_7 instanceof RegExp ||
            (
              typeof value_revision_id_7 === "object" &&
              typeof value_revision_id_7.toString === "function" &&
              value_revision_id_7.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_7 !== 'string') {
          if (value_revision_id_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_7.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_7 instanceof RegExp) {
            json += asString(value_revision_id_7.source)
          } else {
            json += asString(value_revision_id_7.toString())
          }
        } else {
          json += asString(value_revision_id_7)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_10 = obj["code"]
      if (value_code_10 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_10 !== 'string') {
          if (value_code_10 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_10 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_10.toISOString() + JSON_STR_QUOTE
          } else if (value_code_10 instanceof RegExp) {
            json += asString(value_code_10.source)
          } else {
            json += asString(value_code_10.toString())
          }
        } else {
          json += asString(value_code_10)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_11 = obj["message"]
      if (value_message_11 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_11 !== 'string') {
          if (value_message_11 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_11 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_11.toISOString() + JSON_STR_QUOTE
          } else if (value_message_11 instanceof RegExp) {
            json += asString(value_message_11.source)
          } else {
            json += asString(value_message_11.toString())
          }
        } else {
          json += asString(value_message_11)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_12 = obj["pointer"]
      if (value_pointer_12 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_12 !== 'string') {
          if (value_pointer_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_12.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_12 instanceof RegExp) {
            json += asString(value_pointer_12.source)
          } else {
            json += asString(value_pointer_12.toString())
          }
        } else {
          json += asString(value_pointer_12)
        }
        
      }

      const value_hint_13 = obj["hint"]
      if (value_hint_13 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_13 !== 'string') {
          if (value_hint_13 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_13 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_13.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_13 instanceof RegExp) {
            json += asString(value_hint_13.source)
          } else {
            json += asString(value_hint_13.toString())
          }
        } else {
          json += asString(value_hint_13)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous3(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous3(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_16 = obj["code"]
      if (value_code_16 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_16 !== 'string') {
          if (value_code_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_16.toISOString() + JSON_STR_QUOTE
          } else if (value_code_16 instanceof RegExp) {
            json += asString(value_code_16.source)
          } else {
            json += asString(value_code_16.toString())
          }
        } else {
          json += asString(value_code_16)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_17 = obj["message"]
      if (value_message_17 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_17 !== 'string') {
          if (value_message_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_17.toISOString() + JSON_STR_QUOTE
          } else if (value_message_17 instanceof RegExp) {
            json += asString(value_message_17.source)
          } else {
            json += asString(value_message_17.toString())
          }
        } else {
          json += asString(value_message_17)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_8 = obj["errors"]
      if (value_errors_8 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_8 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_8)) {
            json += anonymous2(value_errors_8)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_14 = obj["warnings"]
      if (value_warnings_14 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous4(value_warnings_14)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)